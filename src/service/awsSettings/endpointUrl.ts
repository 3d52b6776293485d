// The rule an endpoint URL keeps, wherever it is given (--endpoint-url, AWS_ENDPOINT_URL*, a profile's endpoint_url,
// the explorer's `:endpoint`): an absolute URL whose scheme is http or https. Each caller words the error its own way.

export type EndpointUrlProblem = { kind: 'not a URL' } | { kind: 'scheme'; scheme: string };

/** What breaks the rule, or undefined when the URL keeps it. `scheme` is without its colon (`ftp`). */
export function endpointUrlProblem(value: string): EndpointUrlProblem | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { kind: 'not a URL' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { kind: 'scheme', scheme: url.protocol.slice(0, -1) };
  return undefined;
}
