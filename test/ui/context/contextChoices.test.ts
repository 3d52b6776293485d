// `:profile`, `:region` and `:endpoint`: parsing, completion from the AWS config files (temp files named by
// AWS_CONFIG_FILE and AWS_SHARED_CREDENTIALS_FILE, never the real ~/.aws), the rules a value must keep, and the
// flags a copied command carries after a change.
import { describe, expect, it } from 'vitest';
import {
  argumentMatches,
  commandMatches,
  completeCommandLine,
  parseCommandLine,
} from '../../../src/ui/shell/commandLine.js';
import { KNOWN_REGIONS, contextChangeProblem, contextChoicesOf } from '../../../src/ui/context/contextChoices.js';
import { changedArgs } from '../../../src/ui/context/contextSwitcher.js';
import { commandFlagsFor } from '../../../src/ui/commandContext.js';
import { loadProfileRegions } from '../../../src/service/awsSettings/profileNames.js';
import { writeAwsFiles } from '../../helpers/awsConfigFiles.js';

describe(':profile, :region and :endpoint', () => {
  it('parses the three commands; :profile alone still opens the Profiles screen', () => {
    expect(parseCommandLine(':profile dev')).toEqual({ kind: 'context', field: 'profile', value: 'dev' });
    expect(parseCommandLine(':region eu-west-1')).toEqual({ kind: 'context', field: 'region', value: 'eu-west-1' });
    expect(parseCommandLine(':endpoint http://127.0.0.1:4566')).toEqual({
      kind: 'context',
      field: 'endpoint',
      value: 'http://127.0.0.1:4566',
    });
    expect(parseCommandLine(':profile')).toEqual({ kind: 'goto', screen: 'profiles' });
    expect(parseCommandLine(':region')).toMatchObject({
      kind: 'error',
      message: expect.stringContaining(':region needs'),
    });
    expect(parseCommandLine(':region a b')).toEqual({ kind: 'error', message: ':region takes one value' });
  });

  it('reads the profiles of both files and their Regions, without the sso-session sections', async () => {
    const profiles = await loadProfileRegions(writeAwsFiles());
    const choices = contextChoicesOf(profiles);
    expect(choices.profiles).toEqual(['default', 'dev', 'devops', 'prod']);
    // A profile's Region newer than the list is offered too.
    expect(choices.regions).toContain('ap-future-9');
    expect(choices.regions).toContain('eu-west-1');
    // Missing files read as none.
    expect(
      await loadProfileRegions({ AWS_CONFIG_FILE: '/nonexistent/c', AWS_SHARED_CREDENTIALS_FILE: '/nonexistent/k' }),
    ).toEqual({});
  });

  it('completes the argument with Tab and lists what matches', async () => {
    const choices = contextChoicesOf(await loadProfileRegions(writeAwsFiles()));
    expect(completeCommandLine('profile d', choices)).toBe('profile de');
    expect(completeCommandLine('profile dev', choices)).toBe('profile dev');
    expect(argumentMatches('profile dev', choices)).toEqual(['dev', 'devops']);
    expect(completeCommandLine(':profile p', choices)).toBe(':profile prod');
    expect(completeCommandLine('region eu-west-', choices)).toBe('region eu-west-');
    expect(argumentMatches('region eu-west-', choices)).toEqual(['eu-west-1', 'eu-west-2', 'eu-west-3']);
    expect(completeCommandLine('region us-gov-w', choices)).toBe('region us-gov-west-1');
    expect(completeCommandLine('region zz', choices)).toBe('region zz');
    // The command names complete as before; `reg` is the Region command.
    expect(completeCommandLine('reg')).toBe('region ');
    expect(commandMatches('endpoint x').map((c) => c.name)).toEqual(['endpoint']);
  });

  it('names the field and the rule of a value that cannot apply', () => {
    const choices = contextChoicesOf({ dev: { region: 'eu-west-1' } });
    expect(contextChangeProblem({ field: 'profile', value: 'dev' }, choices, 'aws')).toBeUndefined();
    expect(contextChangeProblem({ field: 'profile', value: 'nope' }, choices, 'aws')).toBe(
      "Unknown profile 'nope': :profile takes a profile of AWS_CONFIG_FILE or AWS_SHARED_CREDENTIALS_FILE (~/.aws/config, ~/.aws/credentials): dev",
    );
    expect(contextChangeProblem({ field: 'region', value: 'mars-1' }, choices, 'aws')).toMatch(
      /^Unknown Region 'mars-1': :region takes an AWS Region/,
    );
    expect(contextChangeProblem({ field: 'region', value: 'eu-west-1' }, choices, 'aws')).toBeUndefined();
    expect(contextChangeProblem({ field: 'endpoint', value: 'localhost:4566' }, choices, 'aws')).toBe(
      ":endpoint takes an http:// or https:// URL (or none): 'localhost:4566' is localhost",
    );
    expect(contextChangeProblem({ field: 'endpoint', value: 'not a url' }, choices, 'engine')).toMatch(/is not a URL$/);
    expect(contextChangeProblem({ field: 'endpoint', value: 'http://127.0.0.1:1' }, choices, 'engine')).toBeUndefined();
    expect(contextChangeProblem({ field: 'endpoint', value: 'none' }, choices, 'aws')).toBeUndefined();
    // On the engine, :profile and :region say what they apply to.
    expect(contextChangeProblem({ field: 'region', value: 'eu-west-1' }, choices, 'engine')).toMatch(
      /^:region applies to the AWS backend: the embedded engine holds one demo world/,
    );
    expect(KNOWN_REGIONS).toContain('us-east-1');
  });

  it('changes one flag, and a copied command carries the new context', () => {
    const args = { help: false, backend: 'aws' as const, region: 'us-east-1', endpointUrl: 'http://127.0.0.1:4566' };
    const region = changedArgs(args, { field: 'region', value: 'eu-west-1' });
    expect(commandFlagsFor(region, { kind: 'aws', label: '', region: 'eu-west-1' })).toEqual([
      '--endpoint-url',
      'http://127.0.0.1:4566',
      '--region',
      'eu-west-1',
    ]);
    const profile = changedArgs(region, { field: 'profile', value: 'dev' });
    expect(commandFlagsFor(profile, { kind: 'aws', label: '' })).toContain('--profile');
    const engine = { help: false, dataPath: '/tmp/panel.json' };
    const moved = changedArgs(engine, { field: 'endpoint', value: 'http://127.0.0.1:9' });
    expect(moved).toMatchObject({ backend: 'aws', endpointUrl: 'http://127.0.0.1:9' });
    expect(changedArgs(args, { field: 'endpoint', value: 'none' })).not.toHaveProperty('endpointUrl');
  });
});
