// Prints a command's result in the chosen --output format, applying --query as the AWS CLI does: to the whole
// (aggregated) response for json/table/yaml, and page by page for text and yaml-stream, where for a paginated
// response text sees only the result list of each page (`{"memberSummaries": [...]}`) and then the NextToken.

import type { CommandDef } from '../command.js';
import { jmespathLib } from '../lazy.js';
import type { OutputFormat } from '../options.js';
import { fullResult, type PaginatedResult } from '../paginate.js';
import { toDocument, type Doc } from './document.js';
import { isEmptyObject, renderJson } from './json.js';
import { renderTable, type TableOptions } from './table.js';
import { renderText } from './text.js';
import { renderYaml, renderYamlStreamPage } from './yaml.js';

export interface RenderOptions {
  output: OutputFormat;
  query?: string;
  table: TableOptions;
}

export type CommandResult = { kind: 'single'; response: unknown } | { kind: 'paginated'; result: PaginatedResult };

function applyQuery(doc: Doc, query: string | undefined): Doc {
  if (query === undefined) return doc;
  return (jmespathLib().search(doc, query) as Doc | undefined) ?? null;
}

function asDoc(command: CommandDef, value: unknown): Doc {
  return toDocument(command.output, value) ?? {};
}

export function renderResult(command: CommandDef, result: CommandResult, options: RenderOptions): string {
  const { output, query } = options;
  if (output === 'off') return '';
  if (result.kind === 'paginated' && command.paginator) {
    const paginator = command.paginator;
    const pages = result.result.pages.map((p) => asDoc(command, p));
    if (output === 'text') {
      let out = '';
      for (const page of pages) {
        const items = (page as Record<string, Doc>)[paginator.resultKey] ?? [];
        out += renderText(applyQuery({ [paginator.resultKey]: items }, query));
      }
      if (result.result.resumeToken !== undefined) {
        out += renderText(applyQuery({ NextToken: { NextToken: result.result.resumeToken } }, query));
      }
      return out;
    }
    if (output === 'yaml-stream') return pages.map((p) => renderYamlStreamPage(applyQuery(p, query))).join('');
    const full = fullResult(paginator, {
      pages: pages as Record<string, unknown>[],
      ...(result.result.resumeToken ? { resumeToken: result.result.resumeToken } : {}),
    });
    return renderWhole(command, applyQuery(full as Doc, query), options);
  }
  const doc = asDoc(command, result.kind === 'single' ? result.response : undefined);
  if (output === 'yaml-stream') {
    const transformed = applyQuery(doc, query);
    return isEmptyObject(transformed) ? '' : renderYamlStreamPage(transformed);
  }
  if (output === 'text') return renderText(applyQuery(doc, query));
  return renderWhole(command, applyQuery(doc, query), options);
}

function renderWhole(command: CommandDef, doc: Doc, options: RenderOptions): string {
  switch (options.output) {
    case 'json':
      return renderJson(doc);
    case 'yaml':
      return renderYaml(doc);
    case 'table':
      return renderTable(command.operation, doc, options.table);
    default:
      return renderText(doc);
  }
}
