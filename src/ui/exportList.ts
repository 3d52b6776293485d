// `:export PATH`: what the current list shows (its loaded rows, after filter and sort), written as the API's JSON
// (`{"memberSummaries": [...]}`) or as CSV with a header row, chosen by the file's extension. The records go through
// the operation's output shape (wireRecords.ts), so the file holds what the API returns and never a secret.

import { writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { formatCount, plural } from '../domain/counts.js';
import { wireList, wireListKey, type WireListKind } from './wireRecords.js';

/** What a list screen offers to `:export`. */
export interface ExportableList {
  /** What one row is, for the status line: `member`, `connector profile`, `collaboration`. */
  noun: string;
  kind: WireListKind;
  records: readonly unknown[];
  /** Set when the service has more pages than are loaded: how many rows are loaded (before any filter). */
  partial?: { loaded: number };
}

export type ExportFormat = 'json' | 'csv';

export const EXPORT_RULE = ':export writes JSON or CSV by the file name: PATH must end in .json or .csv';

/** The format the path asks for, or the rule when its extension names neither. */
export function exportFormat(path: string): ExportFormat | { error: string } {
  const ext = extname(path).toLowerCase();
  if (ext === '.json') return 'json';
  if (ext === '.csv') return 'csv';
  return { error: `${EXPORT_RULE} (got ${ext === '' ? 'no extension' : ext})` };
}

/** The file's text: the list response's JSON, or CSV with a header row. */
export function exportText(list: ExportableList, format: ExportFormat): string {
  const body = wireList(list.kind, list.records);
  if (format === 'json') return `${JSON.stringify(body, null, 2)}\n`;
  const rows = (body[wireListKey(list.kind)] ?? []) as Record<string, unknown>[];
  return toCsv(rows);
}

/**
 * RFC 4180 CSV of flat records: one column per top-level member (in first-seen order), nested values as JSON,
 * fields quoted when they hold a comma, a quote or a line break. A few lines, so no CSV library for it.
 */
export function toCsv(rows: readonly Record<string, unknown>[]): string {
  const columns: string[] = [];
  for (const row of rows) for (const key of Object.keys(row)) if (!columns.includes(key)) columns.push(key);
  const cell = (value: unknown): string => {
    const text =
      value === undefined || value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const lines = [columns.map(cell).join(','), ...rows.map((row) => columns.map((c) => cell(row[c])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * The file a typed path names: `~` and `~/...` are the home directory, as a shell would expand them (the command
 * line is not a shell); `~user` is left as typed. Relative paths are from the explorer's working directory.
 */
export function exportTarget(path: string, home: string = homedir()): string {
  if (path === '~') return home;
  if (path.startsWith('~/')) return join(home, path.slice(2));
  return resolve(path);
}

/** `partial: 100 loaded of at least 101`: the service has more pages than the file holds. */
export function partialNote(list: ExportableList): string {
  if (list.partial === undefined) return '';
  const { loaded } = list.partial;
  return `partial: ${formatCount(loaded)} loaded of at least ${formatCount(loaded + 1)}`;
}

/** Writes the list to `target` (see exportTarget); resolves to the status line's words, or rejects with why not. */
export async function writeExport(target: string, list: ExportableList, format: ExportFormat): Promise<string> {
  await writeFile(target, exportText(list, format), 'utf8');
  const note = partialNote(list);
  // The partial note before the path: a long path is what the status line cuts at 80 columns, never the warning.
  return `Wrote ${plural(list.records.length, list.noun)}${note === '' ? '' : ` (${note})`} to ${target} (${format.toUpperCase()})`;
}
