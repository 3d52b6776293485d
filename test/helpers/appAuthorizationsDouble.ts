// Test doubles of AppAuthorizationsPort: the methods a test does not override either delegate to a real port or
// reject, so a double written for the wizard (create, listAppBundles) stays a full port as the port grows.
import type { AppAuthorizationsPort } from '../../src/service/ports.js';

type Methods = keyof AppAuthorizationsPort;

const METHODS: readonly Methods[] = [
  'create',
  'list',
  'get',
  'connect',
  'update',
  'delete',
  'listAppBundles',
  'getAppBundle',
];

/** Every method of the port, each rejecting with an error that names it (the test does not expect the call). */
export function unusedAppAuthorizations(): AppAuthorizationsPort {
  return Object.fromEntries(
    METHODS.map((m) => [m, () => Promise.reject(new Error(`test double: ${m} is not used by this test`))]),
  ) as unknown as AppAuthorizationsPort;
}

/** Every method of the port, calling `port`'s. */
export function delegateAppAuthorizations(port: AppAuthorizationsPort): AppAuthorizationsPort {
  return Object.fromEntries(
    METHODS.map((m) => [
      m,
      (input: never, options: never) => (port[m] as (i: never, o: never) => unknown)(input, options),
    ]),
  ) as unknown as AppAuthorizationsPort;
}

/** A base class for a recording double that overrides a few methods; the others reject. */
export class UnusedAppAuthorizations implements AppAuthorizationsPort {
  create(..._args: Parameters<AppAuthorizationsPort['create']>): ReturnType<AppAuthorizationsPort['create']> {
    return unused('create');
  }
  list(..._args: Parameters<AppAuthorizationsPort['list']>): ReturnType<AppAuthorizationsPort['list']> {
    return unused('list');
  }
  get(..._args: Parameters<AppAuthorizationsPort['get']>): ReturnType<AppAuthorizationsPort['get']> {
    return unused('get');
  }
  connect(..._args: Parameters<AppAuthorizationsPort['connect']>): ReturnType<AppAuthorizationsPort['connect']> {
    return unused('connect');
  }
  update(..._args: Parameters<AppAuthorizationsPort['update']>): ReturnType<AppAuthorizationsPort['update']> {
    return unused('update');
  }
  delete(..._args: Parameters<AppAuthorizationsPort['delete']>): ReturnType<AppAuthorizationsPort['delete']> {
    return unused('delete');
  }
  listAppBundles(
    ..._args: Parameters<AppAuthorizationsPort['listAppBundles']>
  ): ReturnType<AppAuthorizationsPort['listAppBundles']> {
    return unused('listAppBundles');
  }
  getAppBundle(
    ..._args: Parameters<AppAuthorizationsPort['getAppBundle']>
  ): ReturnType<AppAuthorizationsPort['getAppBundle']> {
    return unused('getAppBundle');
  }
  createAppBundle(
    ..._args: Parameters<AppAuthorizationsPort['createAppBundle']>
  ): ReturnType<AppAuthorizationsPort['createAppBundle']> {
    return unused('createAppBundle');
  }
  deleteAppBundle(
    ..._args: Parameters<AppAuthorizationsPort['deleteAppBundle']>
  ): ReturnType<AppAuthorizationsPort['deleteAppBundle']> {
    return unused('deleteAppBundle');
  }
  tagResource(
    ..._args: Parameters<AppAuthorizationsPort['tagResource']>
  ): ReturnType<AppAuthorizationsPort['tagResource']> {
    return unused('tagResource');
  }
  untagResource(
    ..._args: Parameters<AppAuthorizationsPort['untagResource']>
  ): ReturnType<AppAuthorizationsPort['untagResource']> {
    return unused('untagResource');
  }
  listTagsForResource(
    ..._args: Parameters<AppAuthorizationsPort['listTagsForResource']>
  ): ReturnType<AppAuthorizationsPort['listTagsForResource']> {
    return unused('listTagsForResource');
  }
}

function unused(method: string): Promise<never> {
  return Promise.reject(new Error(`test double: ${method} is not used by this test`));
}
