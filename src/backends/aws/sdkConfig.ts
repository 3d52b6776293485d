// Client configuration shared by the Clean Rooms and AppFlow SDK clients, from the resolved settings: the region,
// endpoint, retries and transport are given explicitly, so the SDK does not look for them again.
import { defaultProvider } from '@aws-sdk/credential-provider-node';
import { Readable } from 'node:stream';
import { streamCollector, type NodeHttpHandler } from '@smithy/node-http-handler';
import type {
  AwsCredentialIdentity,
  AwsCredentialIdentityProvider,
  HttpRequest as SmithyHttpRequest,
} from '@smithy/types';
import type { AwsServiceName, AwsSettings } from '../../service/awsSettings/types.js';
import type { AwsBackendOptions } from './options.js';

export const NO_AUTH_SCHEME = 'smithy.api#noAuth';

/**
 * The SDK's provider chain (environment, SSO, profile with credential_process / assume-role / source_profile,
 * web identity, container and instance metadata). `--profile` is passed on; AWS_PROFILE the chain reads itself.
 */
export function credentialProvider(options: AwsBackendOptions): AwsCredentialIdentityProvider {
  const given = options.credentials;
  if (given === undefined) return defaultProvider(options.profile !== undefined ? { profile: options.profile } : {});
  if (typeof given === 'function') return given;
  const fixed: AwsCredentialIdentity = given;
  return async () => fixed;
}

/** The part of an SDK client's constructor config switchyard sets; spread into `new CleanRoomsClient({...})`. */
export function sdkClientConfig(
  service: AwsServiceName,
  region: string,
  settings: AwsSettings,
  options: AwsBackendOptions,
  credentials: AwsCredentialIdentityProvider,
  requestHandler: NodeHttpHandler,
) {
  const endpoint = settings.endpoints[service]?.value;
  return {
    region,
    ...(options.profile !== undefined ? { profile: options.profile } : {}),
    ...(endpoint !== undefined ? { endpoint } : {}),
    maxAttempts: options.maxAttempts ?? settings.maxAttempts.value,
    // The JS SDK has no `legacy` mode (the AWS CLI's older one); `standard` is its nearest.
    retryMode: settings.retryMode.value === 'adaptive' ? 'adaptive' : 'standard',
    // The endpoint variants are not configurable in switchyard; fixing them spares the SDK two config-file lookups.
    useFipsEndpoint: false,
    useDualstackEndpoint: false,
    // Retries and the HTTP handler are given above, so the defaults mode would only be read and never used: fixing it
    // (to the SDK's own default) spares that lookup.
    defaultsMode: 'legacy' as const,
    credentials,
    requestHandler,
    streamCollector: collectBody,
    ...(options.noSignRequest ? unsignedAuth() : {}),
  };
}

/**
 * Reads a response body into bytes. The handler's bodies are Node streams; the SDK's own collector first asks
 * whether a body is a web ReadableStream or a Blob, and naming those globals makes Node load its web-streams modules
 * in every run. Anything other than a Node stream still goes to the SDK's collector.
 */
export function collectBody(body: unknown): Promise<Uint8Array> {
  if (!(body instanceof Readable)) return streamCollector(body as Parameters<typeof streamCollector>[0]);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    body.on('data', (chunk: Buffer | string) => chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk));
    body.once('error', reject);
    body.once('end', () => {
      const bytes = Buffer.concat(chunks);
      resolve(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    });
  });
}

/**
 * Removes the SDK's logger middleware. switchyard gives the clients no logger (--debug logs the HTTP exchange
 * itself), yet the middleware still builds a redacted copy of every response, walking it shape by shape, to hand
 * to the no-op logger: for a page of 250 members that is a noticeable part of a command's run.
 */
export function withoutSdkLogging<C extends { middlewareStack: { remove(name: string): boolean } }>(client: C): C {
  client.middlewareStack.remove('loggerMiddleware');
  return client;
}

/** `--no-sign-request`: select Smithy's noAuth scheme, whose signer leaves the request as it is. */
function unsignedAuth() {
  return {
    httpAuthSchemeProvider: () => [{ schemeId: NO_AUTH_SCHEME }],
    httpAuthSchemes: [
      {
        schemeId: NO_AUTH_SCHEME,
        identityProvider: () => async () => ({}),
        signer: { sign: async (request: SmithyHttpRequest) => request },
      },
    ],
  };
}
