// Secrets never reach error output (the shipped bundle): a misspelt option before a secret, a stray word, a parse
// error in --cli-input-yaml/json holding a secret, in every error format; and --debug masks credential-named members
// even where a definition forgets its `sensitive` flag.
import { describe, expect, it } from 'vitest';
import { redact } from '../../src/operations/redact.js';
import { ERROR_FORMATS } from '../../src/commands/options.js';
import { BUNDLE, run, SECRET } from './helpers/run.js';

const create = ['appfabric', 'create-app-authorization', '--app-bundle-identifier', BUNDLE, '--app', 'SLACK'];

describe('unknown tokens are named by option name or position when a secret may be among them', () => {
  for (const format of ERROR_FORMATS) {
    it(`a misspelt --credential and a stray word (--cli-error-format ${format})`, async () => {
      const typo = await run([
        ...create,
        '--credentiall',
        `apiKeyCredential={apiKey=${SECRET}}`,
        '--cli-error-format',
        format,
      ]);
      expect(typo.code).toBe(252);
      expect(typo.stderr).toContain('--credentiall');
      expect(typo.stderr).toMatch(/position \d+/);
      expect(typo.stderr + typo.stdout).not.toContain(SECRET);
      const inline = await run([
        ...create,
        `--credentiall=apiKeyCredential={apiKey=${SECRET}}`,
        '--cli-error-format',
        format,
      ]);
      expect(inline.stderr).toContain('--credentiall');
      expect(inline.stderr + inline.stdout).not.toContain(SECRET);
      const stray = await run([...create, SECRET, '--cli-error-format', format]);
      expect(stray.code).toBe(252);
      expect(stray.stderr + stray.stdout).not.toContain(SECRET);
    });
  }

  it('a command without secret-bearing parameters still names the stray word', async () => {
    const r = await run(['appflow', 'describe-connector-profiles', '--bogus', '1']);
    expect(r.stderr).toMatch(/Unknown options: --bogus, 1/);
  });
});

describe('parse errors never quote the source', () => {
  it('--cli-input-yaml with a syntax error on the line holding the secret', async () => {
    const yaml = `appBundleIdentifier: x\ncredential:\n  apiKeyCredential: {apiKey: ${SECRET}\n  bad: [\n`;
    const r = await run(['appfabric', 'create-app-authorization', '--cli-input-yaml', yaml]);
    expect(r.code).toBe(252);
    expect(r.stderr).toMatch(/Invalid YAML received: .*line \d+, column \d+/);
    expect(r.stderr).not.toContain(SECRET);
  });

  it('--cli-input-json with a syntax error next to the secret', async () => {
    const json = `{"credential": {"apiKeyCredential": {"apiKey": "${SECRET}" x}}}`;
    const r = await run(['appfabric', 'create-app-authorization', '--cli-input-json', json]);
    expect(r.code).toBe(252);
    expect(r.stderr).toMatch(/Invalid JSON received/);
    expect(r.stderr).not.toContain(SECRET);
  });
});

describe('--debug masks credential-named members without a sensitive flag', () => {
  it('clientSecret, apiKey, secretAccessKey and tokens are masked by name', () => {
    const masked = JSON.stringify(
      redact(undefined, {
        oauth: { clientId: 'visible', clientSecret: SECRET },
        apiKey: SECRET,
        nested: [{ secretAccessKey: SECRET, accessToken: SECRET, refreshToken: SECRET }],
      }),
    );
    expect(masked).not.toContain(SECRET);
    expect(masked).toContain('visible');
  });
});
