// yaml (~250 KB) and JMESPath (./query/jmespath.ts over @jmespath-community/jmespath, ~80 KB) are loaded only by the runs that need them (--cli-input-yaml, --query),
// so the common `--output json` run does not parse them at start-up. `loadLibraries` is awaited once, early in a
// run; the formatters then use the loaded modules synchronously.

type YamlModule = typeof import('yaml');
interface JmespathModule {
  search(data: unknown, expression: string): unknown;
  compile(expression: string): unknown;
}

let yamlModule: YamlModule | undefined;
let jmespathModule: JmespathModule | undefined;

export async function loadLibraries(needs: { yaml?: boolean; jmespath?: boolean }): Promise<void> {
  if (needs.yaml && yamlModule === undefined) {
    // yaml is CommonJS for Node: tsx hands its exports over as named exports, esbuild's bundle only as `default`.
    const loaded = (await import('yaml')) as YamlModule & { default?: YamlModule };
    yamlModule = typeof loaded.parse === 'function' ? loaded : loaded.default!;
  }
  if (needs.jmespath && jmespathModule === undefined) {
    jmespathModule = await import('./query/jmespath.js');
  }
}

export function yamlLib(): YamlModule {
  if (yamlModule === undefined) throw new Error('internal: yaml used before loadLibraries({ yaml: true })');
  return yamlModule;
}

export function jmespathLib(): JmespathModule {
  if (jmespathModule === undefined) throw new Error('internal: jmespath used before loadLibraries({ jmespath: true })');
  return jmespathModule;
}
