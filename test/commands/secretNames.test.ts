// The second line of defence of secret redaction: a member whose name holds a credential (apiKey, clientSecret,
// password, token, ...) is masked in error output and --debug even when its definition forgets the `sensitive` flag.
import { describe, expect, it } from 'vitest';
import type { CommandDef } from '../../src/commands/command.js';
import { redact } from '../../src/operations/redact.js';
import { splitArgv } from '../../src/commands/parse/argv.js';
import { unpackParameter } from '../../src/commands/parse/value.js';
import { isSecretMemberName } from '../../src/domain/secretNames.js';
import { ALL_OPERATIONS } from '../../src/operations/index.js';
import { opt, str, struct } from '../../src/domain/shape.js';
import { carriesSecret, sensitivePaths } from '../../src/operations/shape.js';

const SECRET = 'sy-test-secret-7Hq2Zx';

/** A definition whose secret-named members all lack the `sensitive` flag. */
const forgetful: CommandDef = {
  ...ALL_OPERATIONS[0]!,
  input: struct({
    label: opt(str),
    apiKey: opt(str),
    connection: opt(struct({ user: opt(str), clientSecret: opt(str) })),
  }),
};
const lookup = (positionals: readonly string[]) => (positionals.length === 2 ? forgetful : undefined);

function messageOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return String((error as Error).message);
  }
  throw new Error('expected an error');
}

describe('secrets masked by member name', () => {
  it('knows the credential names, in camel, snake and option case', () => {
    for (const name of ['clientSecret', 'apiKey', 'secretAccessKey', 'sessionToken', 'token', 'password', '--api-key'])
      expect(isSecretMemberName(name)).toBe(true);
    for (const name of ['nextToken', 'clientToken', 'label', 'tokenUrl']) expect(isSecretMemberName(name)).toBe(false);
  });

  it('counts an unflagged secret-named member as sensitive', () => {
    expect(sensitivePaths(forgetful.input)).toEqual(['apiKey', 'connection.clientSecret']);
    expect(carriesSecret('apiKey', str)).toBe(true);
    expect(carriesSecret('label', str)).toBe(false);
  });

  it('names unknown tokens by position or option name, never by value', () => {
    const typo = messageOf(() => splitArgv(['svc', 'cmd', '--lable', 'x', SECRET], lookup));
    expect(typo).toMatch(/^Unknown options: /);
    expect(typo).not.toContain(SECRET);
    const inline = messageOf(() => splitArgv(['svc', 'cmd', `--api-kee=${SECRET}`], lookup));
    expect(inline).toContain('--api-kee');
    expect(inline).not.toContain(SECRET);
  });

  it('never quotes a value holding an unflagged secret in a parse error', () => {
    const shape = forgetful.input.members.connection!.shape;
    for (const text of [`user=a,clientSecret=${SECRET},,`, `{"user": "a", "clientSecret": "${SECRET}",}`]) {
      const message = messageOf(() => unpackParameter(shape, [text], '--connection', 'connection'));
      expect(message).not.toContain(SECRET);
    }
  });

  it('masks unflagged secret-named members in --debug output', () => {
    const logged = JSON.stringify(redact(forgetful.input, { apiKey: SECRET, connection: { clientSecret: SECRET } }));
    expect(logged).not.toContain(SECRET);
  });
});
