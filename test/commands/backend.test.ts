// Command mode's flags -> backend options, in one function: an endpoint, a profile, a region, --no-sign-request or
// an endpoint configured in the environment or the profile means AWS; otherwise the embedded engine.
import { describe, expect, it } from 'vitest';
import { BackendUnavailableError, commandBackend, commandBackendOptions } from '../../src/commands/backend.js';
import { readGlobals, type CommandGlobals } from '../../src/commands/globals.js';
import type { AwsSettings } from '../../src/service/awsSettings/types.js';

function globals(overrides: Partial<CommandGlobals> = {}): CommandGlobals {
  return { ...readGlobals(new Map(), {}), ...overrides };
}

const settings = (endpoints: AwsSettings['endpoints']) => ({ endpoints }) as unknown as AwsSettings;

describe('command backend options', () => {
  it('no AWS flag: the engine, with page tokens that survive the process', () => {
    expect(commandBackend(globals())).toBe('engine');
    expect(commandBackendOptions(globals())).toEqual({ backend: 'engine', stablePageTokens: true });
    expect(commandBackendOptions(globals({ dataPath: 'd.json', statePath: ':memory:' }))).toEqual({
      backend: 'engine',
      stablePageTokens: true,
      dataPath: 'd.json',
      state: ':memory:',
    });
    // Settings resolved without any endpoint (region from the environment alone) keep the engine.
    expect(commandBackend(globals({ aws: settings({}) }))).toBe('engine');
  });

  it.each<[string, Partial<CommandGlobals>]>([
    ['--endpoint-url', { endpointUrl: 'http://127.0.0.1:4566' }],
    ['--profile', { profile: 'dev' }],
    ['--region', { region: 'eu-west-1' }],
    ['--no-sign-request', { noSignRequest: true }],
    ['a configured endpoint', { aws: settings({ cleanrooms: { value: 'http://x', source: 'env' } as never }) }],
  ])('%s means AWS', (_, flags) => {
    expect(commandBackend(globals(flags))).toBe('aws');
    expect(commandBackendOptions(globals(flags)).backend).toBe('aws');
  });

  it('passes the AWS flags and the resolved settings, nothing of the engine', () => {
    const aws = settings({});
    expect(
      commandBackendOptions(
        globals({ region: 'eu-west-1', profile: 'dev', endpointUrl: 'http://e', noSignRequest: true, aws }),
      ),
    ).toEqual({
      backend: 'aws',
      region: 'eu-west-1',
      profile: 'dev',
      endpointUrl: 'http://e',
      noSignRequest: true,
      awsSettings: aws,
    });
  });

  it('refuses --data or --state with the AWS options', () => {
    expect(() => commandBackendOptions(globals({ region: 'us-east-1', dataPath: 'd.json' }))).toThrow(
      BackendUnavailableError,
    );
    expect(() => commandBackendOptions(globals({ profile: 'dev', statePath: 'j' }))).toThrow(/--state/);
  });
});
