// How a service error is printed on stderr, per --cli-error-format (awscli/errorhandler.py): `legacy` is the
// classic line; `enhanced` (the default) adds the error's modeled members below it; json, yaml, text and table
// print the error's fields ({Code, Message, ...members}) with the output formatters.

import type { ServiceError } from '../../domain/errors.js';
import type { ErrorFormat } from '../options.js';
import type { Doc } from './document.js';
import { pythonStr } from './json.js';
import { renderTable, type TableOptions } from './table.js';
import { renderText } from './text.js';
import { yamlDump } from './yaml.js';

const MAX_INLINE_ITEMS = 5;

export function errorInfo(error: ServiceError): Record<string, Doc> {
  const body = error.toBody() as Record<string, Doc>;
  const { message: _message, ...members } = body;
  return { Code: error.name, Message: error.message, ...members };
}

export function classicLine(error: ServiceError, operation: string): string {
  return `An error occurred (${error.name}) when calling the ${operation} operation: ${error.message}`;
}

export function renderServiceError(
  error: ServiceError,
  operation: string,
  format: ErrorFormat,
  table: TableOptions,
): string {
  const info = errorInfo(error);
  switch (format) {
    case 'legacy':
      return `\n${classicLine(error, operation)}\n`;
    case 'json':
      return `${JSON.stringify(info, null, 4)}\n`;
    case 'yaml':
      return yamlDump(info);
    case 'text':
      return renderText(info);
    case 'table':
      return renderTable('error', info, table);
    case 'enhanced':
      return enhanced(info, classicLine(error, operation));
  }
}

function enhanced(info: Record<string, Doc>, line: string): string {
  const extra = Object.entries(info).filter(([k]) => k !== 'Code' && k !== 'Message');
  let out = `switchyard: [ERROR]: ${line}\n`;
  if (extra.length === 0) return out;
  out += '\nAdditional error details:\n';
  for (const [key, value] of extra) {
    if (value === null || typeof value !== 'object') out += `${key}: ${pythonStr(value)}\n`;
    else if (isSmallCollection(value)) out += `${key}: ${inline(value)}\n`;
    else
      out += `${key}: <complex value>\n(Use --cli-error-format json or --cli-error-format yaml to see full details)\n`;
  }
  return out;
}

function isSmallCollection(value: Doc[] | { [k: string]: Doc }): boolean {
  const items = Array.isArray(value) ? value : Object.values(value);
  return items.length < MAX_INLINE_ITEMS && items.every((v) => v === null || typeof v !== 'object');
}

function inline(value: Doc[] | { [k: string]: Doc }): string {
  if (Array.isArray(value)) return `[${value.map(pythonStr).join(', ')}]`;
  return `{${Object.entries(value)
    .map(([k, v]) => `${k}: ${pythonStr(v)}`)
    .join(', ')}}`;
}
