// Wraps the fetch Octokit uses so that every HTTP attempt it makes (first tries and the plugins' retries alike) is
// seen: when it starts (for our own concurrency and points estimates) and the x-ratelimit-* headers of its answer.
// A fetch wrapper rather than Octokit hooks because hooks see one logical request, not each attempt on the wire.

export type FetchLike = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

export interface AttemptStart {
  method: string;
  /** The API path relative to the base URL (`/rate_limit`, `/repos/o/r`), or `/graphql` for GraphQL. */
  path: string;
  /** Parsed JSON request body when it is one (GraphQL query text tells a query from a mutation). */
  body: unknown;
}

export interface AttemptEnd {
  status: number | undefined;
  /** Lower-cased response headers; empty when the attempt failed before an answer. */
  headers: Record<string, string>;
}

export interface AttemptObserver {
  /** Called before the attempt goes out; the returned function is called once when it ends. */
  onAttempt(start: AttemptStart): (end: AttemptEnd) => void;
}

/** `/api/v3/repos/o/r` under base `/api/v3` -> `/repos/o/r`; GHES GraphQL `/api/graphql` -> `/graphql`. */
export function apiPathOf(url: URL, basePathname: string): string {
  const base = basePathname.replace(/\/+$/, '');
  let path = url.pathname;
  if (base !== '' && (path === base || path.startsWith(`${base}/`))) path = path.slice(base.length) || '/';
  else if (base.endsWith('/api/v3') && path === `${base.slice(0, -'/v3'.length)}/graphql`) path = '/graphql';
  return path;
}

function parseJsonBody(body: RequestInit['body']): unknown {
  if (typeof body !== 'string') return undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

export function createObservingFetch(baseFetch: FetchLike, baseUrl: string, observer: AttemptObserver): FetchLike {
  const basePathname = new URL(baseUrl).pathname;
  return async (input, init) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const method = (init?.method ?? 'GET').toUpperCase();
    const done = observer.onAttempt({ method, path: apiPathOf(url, basePathname), body: parseJsonBody(init?.body) });
    let response: Response;
    try {
      response = await baseFetch(input, init);
    } catch (error) {
      done({ status: undefined, headers: {} });
      throw error;
    }
    const headers: Record<string, string> = {};
    response.headers.forEach((value, key) => {
      headers[key.toLowerCase()] = value;
    });
    done({ status: response.status, headers });
    return response;
  };
}
