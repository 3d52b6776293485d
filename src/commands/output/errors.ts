// How an error is printed on stderr, per --cli-error-format, as the AWS CLI v2 does (awscli/errorhandler.py,
// FilteredExceptionHandler and EnhancedErrorFormatter; awscli/errorformat.py, write_error). Service errors,
// parameter errors (Code ParamValidation) and configuration errors (NoRegion, NoCredentials) are structured alike:
// `legacy` is the classic text; `enhanced` (the default) is `switchyard: [ERROR]: An error occurred (...)...` with
// the error's other fields below it; json, yaml, text and table print the fields ({Code, Message, ...members}) with
// the output formatters.

import type { ServiceError } from '../../domain/errors.js';
import type { ErrorFormat } from '../options.js';
import type { Doc } from './document.js';
import { pythonStr } from './json.js';
import { renderTable, type TableOptions } from './table.js';
import { renderText } from './text.js';
import { yamlDump } from './yaml.js';

const MAX_INLINE_ITEMS = 5;

/** An error as v2's handlers see it: its fields, the enhanced format's first line, and the legacy text. */
export interface StructuredError {
  info: Record<string, Doc>;
  /** After `switchyard: [ERROR]: ` in the enhanced format. */
  line: string;
  /** The whole of the legacy format. */
  legacy: string;
}

function errorInfo(error: ServiceError): Record<string, Doc> {
  const body = error.toBody() as Record<string, Doc>;
  const { message: _message, ...members } = body;
  return { Code: error.name, Message: error.message, ...members };
}

function classicLine(error: ServiceError, operation: string): string {
  return `An error occurred (${error.name}) when calling the ${operation} operation: ${error.message}`;
}

export function serviceErrorReport(error: ServiceError, operation: string): StructuredError {
  const line = classicLine(error, operation);
  return { info: errorInfo(error), line, legacy: `\n${line}\n` };
}

/** A parameter or configuration error: v2's `{'Code': code, 'Message': str(exception)}` and its first line. */
export function cliErrorReport(code: string, message: string, legacy: string): StructuredError {
  return { info: { Code: code, Message: message }, line: `An error occurred (${code}): ${message}`, legacy };
}

export function renderStructuredError(error: StructuredError, format: ErrorFormat, table: TableOptions): string {
  switch (format) {
    case 'legacy':
      return error.legacy;
    case 'json':
      return `${JSON.stringify(error.info, null, 4)}\n`;
    case 'yaml':
      return yamlDump(error.info);
    case 'text':
      return renderText(error.info);
    case 'table':
      return renderTable('error', error.info, table);
    case 'enhanced':
      // write_error: a blank line, the prefixed (stripped) message, then the formatter's details.
      return `\nswitchyard: [ERROR]: ${error.line.trim()}\n${details(error.info)}`;
  }
}

function details(info: Record<string, Doc>): string {
  const extra = Object.entries(info).filter(([k]) => !['code', 'message'].includes(k.toLowerCase()));
  if (extra.length === 0) return '';
  let out = '\nAdditional error details:\n';
  let complex = false;
  for (const [key, value] of extra) {
    if (value === null || typeof value !== 'object') out += `${key}: ${pythonStr(value)}\n`;
    else if (isSmallCollection(value)) out += `${key}: ${inline(value)}\n`;
    else {
      out += `${key}: <complex value>\n`;
      complex = true;
    }
  }
  // Once, after the fields, in v2's words.
  if (complex) out += 'Use "--cli-error-format json" or another error format to see the full details.\n';
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
