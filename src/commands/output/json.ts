// `--output json`: Python's json.dump(indent=4, ensure_ascii=False) plus a newline; an empty response prints nothing.

import type { Doc } from './document.js';

export function renderJson(doc: Doc): string {
  if (isEmptyObject(doc)) return '';
  return `${JSON.stringify(doc, null, 4)}\n`;
}

export function isEmptyObject(doc: Doc): boolean {
  return doc !== null && typeof doc === 'object' && !Array.isArray(doc) && Object.keys(doc).length === 0;
}

/** Python's str() of a JSON scalar, as the text and table formats print it. */
export function pythonStr(value: Doc): string {
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : pythonFloat(value);
  if (typeof value === 'string') return value;
  // Python str() of a list/dict: only reached for odd --query results inside table rows.
  return pythonRepr(value);
}

function pythonFloat(value: number): string {
  const s = String(value);
  return s.includes('e') ? s.replace(/e([+-])(\d)$/, 'e$10$2') : s;
}

function pythonRepr(value: Doc): string {
  if (Array.isArray(value)) return `[${value.map(pythonRepr).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([k, v]) => `'${k}': ${pythonRepr(v)}`)
      .join(', ')}}`;
  }
  if (typeof value === 'string') return `'${value}'`;
  return pythonStr(value);
}
