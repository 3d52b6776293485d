// Auto-pagination as the AWS CLI does it (botocore PageIterator): follow the output token until the service stops
// giving one; `--page-size` sets the limit key of each call; `--max-items` cuts the output and records where it cut
// in a resume token; `--starting-token` resumes there. The token is botocore's: base64 of the JSON
// `{"nextToken": "<service token or null>", "boto_truncate_amount": <items of that page already printed>}`, so a
// token from the AWS CLI works here and the other way round.

import type { Paginator } from './command.js';
import { ParamError } from './errors.js';

export type Page = Record<string, unknown>;

export interface PaginateOptions {
  startingToken?: string;
  pageSize?: number;
  maxItems?: number;
}

export interface PaginatedResult {
  /** Each page as received, its result list cut to what is printed. */
  pages: Page[];
  /** Set when --max-items stopped before the end. */
  resumeToken?: string;
}

interface ResumeState {
  token: string | null;
  truncate: number;
}

export function encodeResumeToken(token: string | null, truncateAmount?: number): string {
  // Python's json.dumps spacing, so the token is byte-identical to the AWS CLI's.
  const parts = [`"nextToken": ${JSON.stringify(token)}`];
  if (truncateAmount !== undefined) parts.push(`"boto_truncate_amount": ${truncateAmount}`);
  return Buffer.from(`{${parts.join(', ')}}`, 'utf8').toString('base64');
}

/**
 * Reads a `--starting-token` as botocore's PageIterator does: first as its own resume token (base64 JSON); when that
 * does not decode, as the older `<token>___<truncate amount>` form; and otherwise as the service's own nextToken,
 * passed on as it is (so the `nextToken` of a `--no-paginate` response resumes too).
 */
export function decodeResumeToken(text: string, inputToken: string): ResumeState {
  return decodeBotoToken(text, inputToken) ?? decodeRawToken(text);
}

function decodeBotoToken(text: string, inputToken: string): ResumeState | undefined {
  let parsed: unknown;
  try {
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text)) return undefined;
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(text, 'base64')));
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
  const record = parsed as Record<string, unknown>;
  const token = record[inputToken];
  const truncate = record.boto_truncate_amount ?? 0;
  if (
    !(token === null || token === undefined || typeof token === 'string') ||
    typeof truncate !== 'number' ||
    !Number.isInteger(truncate) ||
    truncate < 0
  ) {
    throw new ParamError(
      `Error parsing parameter '--starting-token': not a token printed as NextToken by this command: ${text}`,
    );
  }
  return { token: token ?? null, truncate };
}

/** botocore's `_parse_starting_token_deprecated` for a single input token. */
function decodeRawToken(text: string): ResumeState {
  const parts = text.split('___');
  let truncate = 0;
  let token = text;
  if (parts.length === 2 && /^[+-]?\d+$/.test(parts[1]!.trim())) {
    truncate = Math.max(0, Number(parts[1]!.trim()));
    token = parts[0]!;
  }
  return { token: token === 'None' ? null : token, truncate };
}

export async function paginate(
  paginator: Paginator,
  input: Record<string, unknown>,
  options: PaginateOptions,
  fetchPage: (input: Record<string, unknown>) => Promise<Page>,
): Promise<PaginatedResult> {
  const start =
    options.startingToken === undefined ? undefined : decodeResumeToken(options.startingToken, paginator.inputToken);
  const request: Record<string, unknown> = { ...input };
  if (options.pageSize !== undefined) request[paginator.limitKey] = options.pageSize;
  let currentToken: string | null = start?.token ?? null;
  if (currentToken !== null) request[paginator.inputToken] = currentToken;
  const pages: Page[] = [];
  let total = 0;
  let first = true;
  let startingTruncation = 0;
  let previousNext: string | null = null;
  for (;;) {
    const page: Page = { ...(await fetchPage({ ...request })) };
    let items = Array.isArray(page[paginator.resultKey]) ? (page[paginator.resultKey] as unknown[]) : [];
    if (first && start !== undefined && start.truncate > 0) {
      startingTruncation = start.truncate;
      items = items.slice(startingTruncation);
    } else if (!first) {
      startingTruncation = 0;
    }
    first = false;
    page[paginator.resultKey] = items;
    const excess = options.maxItems === undefined ? 0 : total + items.length - options.maxItems;
    if (excess > 0) {
      const keep = items.length - excess;
      page[paginator.resultKey] = items.slice(0, keep);
      pages.push(page);
      return { pages, resumeToken: encodeResumeToken(currentToken, keep + startingTruncation) };
    }
    pages.push(page);
    total += items.length;
    const next = page[paginator.outputToken];
    if (typeof next !== 'string' || next === '') return { pages };
    if (options.maxItems !== undefined && total === options.maxItems)
      return { pages, resumeToken: encodeResumeToken(next) };
    if (previousNext !== null && previousNext === next)
      throw new Error(`The same next token was received twice: ${next}`);
    request[paginator.inputToken] = next;
    currentToken = next;
    previousNext = next;
  }
}

/** The AWS CLI's full result of a paginated call: the result lists concatenated, plus NextToken when cut. */
export function fullResult(paginator: Paginator, result: PaginatedResult): Page {
  const items = result.pages.flatMap((p) =>
    Array.isArray(p[paginator.resultKey]) ? (p[paginator.resultKey] as unknown[]) : [],
  );
  const out: Page = { [paginator.resultKey]: items };
  if (result.resumeToken !== undefined) out.NextToken = result.resumeToken;
  return out;
}
