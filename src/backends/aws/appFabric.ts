// AppAuthorizationsPort over the real AppFabric API. No AppFabric SDK client can be installed from this project's
// registry, so this sends the restJson1 requests itself, built from the operation descriptions' HTTP bindings:
// SigV4-signed with @smithy/signature-v4 (signing name `appfabric`), parsed and mapped to the domain error model the
// way the SDKs do.
import { randomUUID } from 'node:crypto';
import { HttpRequest } from '@smithy/protocol-http';
import { SignatureV4 } from '@smithy/signature-v4';
import type { AwsCredentialIdentityProvider } from '@smithy/types';
import { ServiceError } from '../../domain/errors.js';
import type {
  AppFabricListTagsForResourceResponse,
  AppFabricResourceArnRequest,
  AppFabricTagResourceRequest,
  AppFabricTagsResponse,
  AppFabricUntagResourceRequest,
  AppAuthorization,
  CreateAppBundleRequest,
  CreateAppBundleResponse,
  DeleteAppBundleRequest,
  DeleteAppBundleResponse,
  AppAuthorizationRequest,
  ConnectAppAuthorizationRequest,
  ConnectAppAuthorizationResponse,
  CreateAppAuthorizationRequest,
  CreateAppAuthorizationResponse,
  DeleteAppAuthorizationResponse,
  GetAppAuthorizationResponse,
  GetAppBundleRequest,
  GetAppBundleResponse,
  ListAppAuthorizationsRequest,
  ListAppAuthorizationsResponse,
  ListAppBundlesRequest,
  ListAppBundlesResponse,
  UpdateAppAuthorizationRequest,
  UpdateAppAuthorizationResponse,
} from '../../domain/appfabric/types.js';
import { connectAppAuthorization } from '../../operations/appfabric/connectAppAuthorization.js';
import { createAppBundle } from '../../operations/appfabric/createAppBundle.js';
import { deleteAppBundle } from '../../operations/appfabric/deleteAppBundle.js';
import { listTagsForResource } from '../../operations/appfabric/listTagsForResource.js';
import { tagResource } from '../../operations/appfabric/tagResource.js';
import { untagResource } from '../../operations/appfabric/untagResource.js';
import { deleteAppAuthorization } from '../../operations/appfabric/deleteAppAuthorization.js';
import { getAppAuthorization } from '../../operations/appfabric/getAppAuthorization.js';
import { getAppBundle } from '../../operations/appfabric/getAppBundle.js';
import { listAppAuthorizations } from '../../operations/appfabric/listAppAuthorizations.js';
import { updateAppAuthorization } from '../../operations/appfabric/updateAppAuthorization.js';
import type { HttpMethod, OperationDef } from '../../operations/operation.js';
import type { AppAuthorizationsPort, CallOptions } from '../../service/ports.js';
import { fromAppFabricWire, parseDateTime } from './restJsonOutput.js';
import { NodeSha256 } from '../../crypto/nodeSha256.js';
import { isAbort, toServiceError } from './sdkErrors.js';

export interface AppFabricClientOptions {
  region: () => Promise<string>;
  endpointUrl?: string;
  credentials: AwsCredentialIdentityProvider;
  noSignRequest?: boolean;
  fetch?: typeof fetch;
}

/** Query members: a list member is a repeated name. */
type Query = Record<string, string | string[]>;

/** JS v3's extendedEncodeURIComponent: encodeURIComponent plus the sub-delims it leaves alone. */
export function encodeLabel(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The same sanitising the SDKs apply to an error code: text before `:`, then after `#`. */
function sanitizeErrorCode(raw: string): string {
  const beforeColon = raw.split(',')[0]?.split(':')[0] ?? raw;
  return (beforeColon.split('#').pop() ?? beforeColon).trim();
}

export class AwsAppAuthorizations implements AppAuthorizationsPort {
  private readonly fetch: typeof fetch;
  private signer: Promise<SignatureV4> | undefined;

  constructor(private readonly options: AppFabricClientOptions) {
    this.fetch = options.fetch ?? fetch;
  }

  async create(
    input: CreateAppAuthorizationRequest,
    options: CallOptions = {},
  ): Promise<CreateAppAuthorizationResponse> {
    const { appBundleIdentifier, ...members } = input;
    // Like the SDKs' @idempotencyToken handling: a missing client token is generated, so a retry is idempotent.
    const body = { ...members, clientToken: members.clientToken ?? randomUUID() };
    const output = await this.call(
      'POST',
      `/appbundles/${encodeLabel(appBundleIdentifier)}/appauthorizations`,
      {},
      body,
      options,
    );
    const a = (output as { appAuthorization?: Record<string, unknown> }).appAuthorization ?? {};
    const appAuthorization = {
      ...a,
      createdAt: parseDateTime(a.createdAt, 'createdAt'),
      updatedAt: parseDateTime(a.updatedAt, 'updatedAt'),
    } as unknown as AppAuthorization;
    return { appAuthorization };
  }

  async listAppBundles(input: ListAppBundlesRequest = {}, options: CallOptions = {}): Promise<ListAppBundlesResponse> {
    const query: Record<string, string> = {};
    if (input.maxResults !== undefined) query.maxResults = String(input.maxResults);
    if (input.nextToken !== undefined) query.nextToken = input.nextToken;
    const output = (await this.call(
      'GET',
      '/appbundles',
      query,
      undefined,
      options,
    )) as Partial<ListAppBundlesResponse>;
    const result: ListAppBundlesResponse = { appBundleSummaryList: output.appBundleSummaryList ?? [] };
    if (output.nextToken) result.nextToken = output.nextToken;
    return result;
  }

  list(input: ListAppAuthorizationsRequest, options: CallOptions = {}): Promise<ListAppAuthorizationsResponse> {
    return this.invoke(listAppAuthorizations, input, options);
  }

  get(input: AppAuthorizationRequest, options: CallOptions = {}): Promise<GetAppAuthorizationResponse> {
    return this.invoke(getAppAuthorization, input, options);
  }

  connect(input: ConnectAppAuthorizationRequest, options: CallOptions = {}): Promise<ConnectAppAuthorizationResponse> {
    return this.invoke(connectAppAuthorization, input, options);
  }

  update(input: UpdateAppAuthorizationRequest, options: CallOptions = {}): Promise<UpdateAppAuthorizationResponse> {
    return this.invoke(updateAppAuthorization, input, options);
  }

  delete(input: AppAuthorizationRequest, options: CallOptions = {}): Promise<DeleteAppAuthorizationResponse> {
    return this.invoke(deleteAppAuthorization, input, options);
  }

  getAppBundle(input: GetAppBundleRequest, options: CallOptions = {}): Promise<GetAppBundleResponse> {
    return this.invoke(getAppBundle, input, options);
  }

  createAppBundle(input: CreateAppBundleRequest, options: CallOptions = {}): Promise<CreateAppBundleResponse> {
    // As the SDKs fill an @idempotencyToken: a retry of this call is then idempotent.
    return this.invoke(createAppBundle, { ...input, clientToken: input.clientToken ?? randomUUID() }, options);
  }

  deleteAppBundle(input: DeleteAppBundleRequest, options: CallOptions = {}): Promise<DeleteAppBundleResponse> {
    return this.invoke(deleteAppBundle, input, options);
  }

  tagResource(input: AppFabricTagResourceRequest, options: CallOptions = {}): Promise<AppFabricTagsResponse> {
    return this.invoke(tagResource, input, options);
  }

  untagResource(input: AppFabricUntagResourceRequest, options: CallOptions = {}): Promise<AppFabricTagsResponse> {
    return this.invoke(untagResource, input, options);
  }

  listTagsForResource(
    input: AppFabricResourceArnRequest,
    options: CallOptions = {},
  ): Promise<AppFabricListTagsForResourceResponse> {
    return this.invoke(listTagsForResource, input, options);
  }

  /** Sends an operation as its HTTP binding says: labels in the path, query members, the rest as the JSON body. */
  private async invoke<I extends object, O extends object>(
    operation: OperationDef<I, O>,
    input: I,
    options: CallOptions,
  ): Promise<O> {
    const members = input as Record<string, unknown>;
    const labels = new Set<string>();
    const path = operation.http.path.replace(/\{(\w+)\}/g, (_, label: string) => {
      labels.add(label);
      return encodeLabel(String(members[label] ?? ''));
    });
    const queryMembers = new Set<string>(operation.http.query ?? []);
    const query: Query = {};
    const body: Record<string, unknown> = {};
    let hasBody = false;
    for (const name of Object.keys(operation.input.members)) {
      if (labels.has(name)) continue;
      const value = members[name];
      if (queryMembers.has(name)) {
        // A list member is the query name repeated, once per item (`tagKeys=a&tagKeys=b`).
        if (Array.isArray(value)) query[name] = value.map(String);
        else if (value !== undefined) query[name] = String(value);
      } else {
        hasBody = true;
        if (value !== undefined) body[name] = value;
      }
    }
    const output = await this.call(operation.http.method, path, query, hasBody ? body : undefined, options);
    return fromAppFabricWire(operation.output, output, operation.operation) as O;
  }

  private async endpoint(): Promise<URL> {
    if (this.options.endpointUrl !== undefined) return new URL(this.options.endpointUrl);
    return new URL(`https://appfabric.${await this.options.region()}.amazonaws.com`);
  }

  private getSigner(): Promise<SignatureV4> {
    this.signer ??= this.options
      .region()
      .then(
        (region) =>
          new SignatureV4({ credentials: this.options.credentials, region, service: 'appfabric', sha256: NodeSha256 }),
      );
    return this.signer;
  }

  private async call(
    method: HttpMethod,
    path: string,
    query: Query,
    body: unknown,
    options: CallOptions,
  ): Promise<unknown> {
    let response: Response;
    let text: string;
    try {
      const endpoint = await this.endpoint();
      const basePath = endpoint.pathname.replace(/\/$/, '');
      const payload = body === undefined ? undefined : JSON.stringify(body);
      let request = new HttpRequest({
        method,
        protocol: endpoint.protocol,
        hostname: endpoint.hostname,
        ...(endpoint.port ? { port: Number(endpoint.port) } : {}),
        path: `${basePath}${path}`,
        query,
        headers: {
          host: endpoint.host,
          ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(payload !== undefined ? { body: payload } : {}),
      });
      if (!this.options.noSignRequest) request = (await (await this.getSigner()).sign(request)) as HttpRequest;
      const search = new URLSearchParams(
        Object.entries(query).flatMap(([name, value]) =>
          (Array.isArray(value) ? value : [value]).map((v) => [name, v] as [string, string]),
        ),
      )
        .toString()
        .replace(/\+/g, '%20');
      const url = `${endpoint.protocol}//${endpoint.host}${request.path}${search ? `?${search}` : ''}`;
      const headers = { ...request.headers };
      delete headers.host;
      response = await this.fetch(url, {
        method,
        headers,
        ...(payload !== undefined ? { body: payload } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
      });
      text = await response.text();
    } catch (error) {
      if (isAbort(error)) throw error;
      throw toServiceError('appfabric', error);
    }
    const parsed = parseJson(text);
    if (response.status >= 300) throw errorFromResponse(response, parsed);
    return parsed ?? {};
  }
}

function parseJson(text: string): Record<string, unknown> | undefined {
  if (text === '') return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** restJson1 error: the code from X-Amzn-Errortype, else body `code`, else body `__type`; members from the body. */
function errorFromResponse(response: Response, body: Record<string, unknown> | undefined): ServiceError {
  const rawCode =
    response.headers.get('x-amzn-errortype') ??
    (typeof body?.code === 'string' ? body.code : undefined) ??
    (typeof body?.__type === 'string' ? body.__type : undefined) ??
    `Http${response.status}Error`;
  const name = sanitizeErrorCode(rawCode) || `Http${response.status}Error`;
  const message =
    typeof body?.message === 'string' ? body.message : typeof body?.Message === 'string' ? body.Message : name;
  const retryAfterHeader = response.headers.get('retry-after');
  const error = toServiceError('appfabric', {
    ...(body ?? {}),
    name,
    message,
    $metadata: { httpStatusCode: response.status },
    ...(retryAfterHeader !== null && /^\d+$/.test(retryAfterHeader)
      ? { retryAfterSeconds: Number(retryAfterHeader) }
      : {}),
  });
  return error as ServiceError;
}
