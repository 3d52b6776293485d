// `--output text`: a port of awscli/text.py. Scalars of a dict are printed tab-separated in sorted key order, with the
// upper-cased parent key as the first column; nested lists and dicts follow on their own lines.

import type { Doc } from './document.js';
import { pythonStr } from './json.js';
import { compareCodePoints } from './sort.js';

type Dict = { [key: string]: Doc };

const isDict = (v: Doc): v is Dict => v !== null && typeof v === 'object' && !Array.isArray(v);
const isComposite = (v: Doc | undefined): boolean => v !== null && typeof v === 'object';

export function renderText(doc: Doc): string {
  const out: string[] = [];
  formatText(doc, out, undefined, undefined);
  return out.join('');
}

function formatText(item: Doc, out: string[], identifier: string | undefined, scalarKeys: string[] | undefined): void {
  if (isDict(item)) formatDict(scalarKeys, item, identifier, out);
  else if (Array.isArray(item)) formatList(item, identifier, out);
  else out.push(`${pythonStr(item)}\n`);
}

function formatList(item: Doc[], identifier: string | undefined, out: string[]): void {
  if (item.length === 0) return;
  if (item.some(isDict)) {
    const keys = allScalarKeys(item);
    for (const element of item) formatText(element, out, identifier, keys);
  } else if (item.some(Array.isArray)) {
    const scalars = item.filter((el) => !isComposite(el));
    const nonScalars = item.filter(isComposite);
    if (scalars.length > 0) formatScalarList(scalars, identifier, out);
    for (const el of nonScalars) formatText(el, out, identifier, undefined);
  } else {
    formatScalarList(item, identifier, out);
  }
}

function formatScalarList(elements: Doc[], identifier: string | undefined, out: string[]): void {
  if (identifier !== undefined) {
    for (const el of elements) out.push(`${identifier.toUpperCase()}\t${pythonStr(el)}\n`);
  } else {
    out.push(`${elements.map(pythonStr).join('\t')}\n`);
  }
}

function formatDict(scalarKeys: string[] | undefined, item: Dict, identifier: string | undefined, out: string[]): void {
  const scalars: string[] = [];
  const nonScalars: [string, Doc][] = [];
  if (scalarKeys === undefined) {
    for (const key of Object.keys(item).sort(compareCodePoints)) {
      const value = item[key]!;
      if (isComposite(value)) nonScalars.push([key, value]);
      else scalars.push(pythonStr(value));
    }
  } else {
    for (const key of scalarKeys) scalars.push(key in item ? pythonStr(item[key]!) : '');
    const remaining = Object.keys(item)
      .filter((k) => !scalarKeys.includes(k))
      .sort(compareCodePoints);
    for (const key of remaining) nonScalars.push([key, item[key]!]);
  }
  if (scalars.length > 0) {
    if (identifier !== undefined) scalars.unshift(identifier.toUpperCase());
    out.push(`${scalars.join('\t')}\n`);
  }
  for (const [key, value] of nonScalars) formatText(value, out, key, undefined);
}

function allScalarKeys(list: Doc[]): string[] {
  const seen = new Set<string>();
  for (const el of list) {
    if (!isDict(el)) continue;
    for (const [k, v] of Object.entries(el)) if (!isComposite(v)) seen.add(k);
  }
  return [...seen].sort(compareCodePoints);
}
