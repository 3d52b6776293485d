// Every command through runCommand on the engine: output formats, --query, skeletons, cli-input, shorthand and
// file:// parameters, pagination options, bad parameters (252), service errors (254), help, and secrets never echoed.

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { BUNDLE, PHARMA, RETAIL, run, SECRET } from './helpers/run.js';

/** The classic error text the AWS CLI printed before --cli-error-format (its `legacy` format). */
const LEGACY = { AWS_CLI_ERROR_FORMAT: 'legacy' };

const FORMATS = ['json', 'text', 'table', 'yaml', 'yaml-stream', 'off'] as const;
const create = (tenant: string): string[] => [
  'appfabric',
  'create-app-authorization',
  '--app-bundle-identifier',
  BUNDLE,
  '--app',
  'SLACK',
  '--auth-type',
  'apiKey',
  '--credential',
  `apiKeyCredential={apiKey=${SECRET}}`,
  '--tenant',
  `tenantIdentifier=${tenant},tenantDisplayName=Acme`,
];
const COMMANDS: Record<string, { argv: (i: number) => string[]; query: string; expectInQuery: RegExp }> = {
  'create-app-authorization': {
    argv: (i) => create(`tenant-${i}`),
    query: 'appAuthorization.app',
    expectInQuery: /SLACK/,
  },
  'list-members': {
    argv: () => ['cleanrooms', 'list-members', '--collaboration-identifier', RETAIL],
    query: 'length(memberSummaries)',
    expectInQuery: /^\d+\n$/,
  },
  'describe-connector-profiles': {
    argv: () => ['appflow', 'describe-connector-profiles', '--connector-type', 'Salesforce'],
    query: 'connectorProfileDetails[].connectorType | [0]',
    expectInQuery: /Salesforce/,
  },
};

describe('every command in every output format, with and without --query', () => {
  let n = 0;
  for (const [name, spec] of Object.entries(COMMANDS)) {
    for (const output of FORMATS) {
      it(`${name} --output ${output}`, async () => {
        const r = await run([...spec.argv(n++), '--output', output]);
        expect(r.stderr).toBe('');
        expect(r.code).toBe(0);
        if (output === 'off') expect(r.stdout).toBe('');
        else expect(r.stdout.length).toBeGreaterThan(0);
        if (output === 'json') expect(() => JSON.parse(r.stdout)).not.toThrow();
        if (output === 'yaml') expect(parseYaml(r.stdout)).toBeTypeOf('object');
        if (output === 'table')
          expect(r.stdout.split('\n')[1]).toMatch(
            /^\|\s+(CreateAppAuthorization|ListMembers|DescribeConnectorProfiles)\s+\|$/,
          );
        expect(r.stdout).not.toContain(SECRET);
      });
      it(`${name} --output ${output} --query`, async () => {
        const r = await run([...spec.argv(n++), '--output', output, '--query', spec.query]);
        expect(r.code).toBe(0);
        if (output === 'off') expect(r.stdout).toBe('');
        else if (output === 'text' || output === 'json') expect(r.stdout).toMatch(spec.expectInQuery);
      });
    }
  }

  it('json timestamps are ISO 8601 with +00:00 as the AWS CLI prints them; members in model order; no engine extension', async () => {
    const r = await run(['cleanrooms', 'list-members', '--collaboration-identifier', RETAIL]);
    const doc = JSON.parse(r.stdout) as { memberSummaries: Record<string, unknown>[] };
    for (const m of doc.memberSummaries) {
      expect(m.createTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{6})?\+00:00$/);
      expect(m).not.toHaveProperty('defaultedPayments');
      expect(Object.keys(m).slice(0, 4)).toEqual(['accountId', 'status', 'displayName', 'abilities']);
    }
    expect(r.stdout.startsWith('{\n    "memberSummaries": [\n        {\n')).toBe(true);
  });
});

describe('pagination of list-members', () => {
  const base = ['cleanrooms', 'list-members', '--collaboration-identifier', PHARMA];
  const ids = (stdout: string): string[] =>
    (JSON.parse(stdout) as { memberSummaries: { accountId: string }[] }).memberSummaries.map((m) => m.accountId);

  it('auto-paginates to every member; --page-size changes only the calls', async () => {
    const all = ids((await run(base)).stdout);
    expect(all.length).toBe(250);
    expect(ids((await run([...base, '--page-size', '7'])).stdout)).toEqual(all);
  });

  it('a --max-items walk with --starting-token returns every member exactly once', async () => {
    const all = ids((await run(base)).stdout);
    const seen: string[] = [];
    let token: string | undefined;
    for (let i = 0; i < 100; i++) {
      const r = await run([
        ...base,
        '--max-items',
        '33',
        '--page-size',
        '20',
        ...(token ? ['--starting-token', token] : []),
      ]);
      expect(r.code).toBe(0);
      const doc = JSON.parse(r.stdout) as { memberSummaries: { accountId: string }[]; NextToken?: string };
      seen.push(...doc.memberSummaries.map((m) => m.accountId));
      token = doc.NextToken;
      if (token === undefined) break;
    }
    expect(seen).toEqual(all);
    expect(new Set(seen).size).toBe(250);
  });

  it('--output text prints NEXTTOKEN when --max-items cuts', async () => {
    const r = await run([...base, '--max-items', '3', '--output', 'text']);
    expect(r.stdout.split('\n').filter((l) => l.startsWith('MEMBERSUMMARIES')).length).toBe(3);
    expect(r.stdout).toMatch(/^NEXTTOKEN\t\S+$/m);
  });

  it('--no-paginate makes one call and prints the service nextToken', async () => {
    const r = await run([...base, '--no-paginate']);
    const doc = JSON.parse(r.stdout) as { memberSummaries: unknown[]; nextToken?: string };
    expect(doc.memberSummaries.length).toBeLessThan(250);
    expect(doc.nextToken).toBeTypeOf('string');
  });

  it('with pagination off, paging options are refused as the AWS CLI refuses them (not used for one call, not dropped)', async () => {
    for (const [args, named] of [
      [['--no-paginate', '--max-items', '5'], '--max-items'],
      [['--no-paginate', '--page-size', '3', '--starting-token', 'abc'], '--starting-token, --page-size'],
      [['--max-results', '2', '--max-items', '5'], '--max-items'],
      [['--next-token', 'abc', '--page-size', '5'], '--page-size'],
    ] as const) {
      const r = await run([...base, ...args], { env: LEGACY });
      expect(r.code, args.join(' ')).toBe(252);
      expect(r.stdout).toBe('');
      expect(r.stderr).toBe(`\nCannot specify --no-paginate along with pagination arguments: ${named}\n`);
    }
  });

  it('--cli-input-json with maxResults turns pagination off (one page), and refuses --max-items with it', async () => {
    const one = await run([...base, '--cli-input-json', '{"maxResults": 2}']);
    const doc = JSON.parse(one.stdout) as { memberSummaries: unknown[]; nextToken?: string };
    expect(doc.memberSummaries.length).toBe(2);
    expect(doc.nextToken).toBeTypeOf('string');
    const cut = await run([...base, '--cli-input-json', '{"maxResults": 2}', '--max-items', '5'], { env: LEGACY });
    expect(cut.code).toBe(252);
    expect(cut.stderr).toBe(
      '\nCannot specify --no-paginate along with pagination arguments: --max-items (--cli-input-json sets maxResults, which turns pagination off)\n',
    );
  });

  it('--max-items 0 or below warns as the AWS CLI does and runs: botocore cuts the first page to it', async () => {
    const zero = await run([...base, '--max-items', '0']);
    expect(zero.code).toBe(0);
    expect(zero.stderr).toBe('warning: Non-positive values for --max-items may result in undefined behavior.\n');
    const doc = JSON.parse(zero.stdout) as { memberSummaries: unknown[]; NextToken?: string };
    expect(doc.memberSummaries).toEqual([]);
    expect(Buffer.from(doc.NextToken!, 'base64').toString()).toBe('{"nextToken": null, "boto_truncate_amount": 0}');
    const negative = await run([...base, '--page-size', '5', '--max-items', '-2']);
    expect(negative.code).toBe(0);
    expect((JSON.parse(negative.stdout) as { memberSummaries: unknown[] }).memberSummaries).toHaveLength(3);
  });

  it('--max-results/--next-token turn auto-pagination off', async () => {
    const r = await run([...base, '--max-results', '5']);
    const doc = JSON.parse(r.stdout) as { memberSummaries: unknown[]; nextToken?: string };
    expect(doc.memberSummaries.length).toBe(5);
    const next = await run([...base, '--max-results', '5', '--next-token', doc.nextToken!]);
    expect(next.code).toBe(0);
  });

  it('describe-connector-profiles takes --max-results and --next-token', async () => {
    const first = await run(['appflow', 'describe-connector-profiles', '--max-results', '10']);
    const doc = JSON.parse(first.stdout) as { connectorProfileDetails: unknown[]; nextToken?: string };
    expect(doc.connectorProfileDetails.length).toBe(10);
    const second = await run([
      'appflow',
      'describe-connector-profiles',
      '--max-results',
      '10',
      '--next-token',
      doc.nextToken!,
    ]);
    expect(second.code).toBe(0);
    expect(JSON.parse(second.stdout).connectorProfileDetails[0]).not.toEqual(doc.connectorProfileDetails[0]);
  });
});

describe('parameters: shorthand, JSON, file://, cli-input, skeletons', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sy-cmd-'));

  it('shorthand, JSON and file:// give the same request', async () => {
    writeFileSync(join(dir, 'tenant.json'), '{"tenantIdentifier":"t-file","tenantDisplayName":"Acme"}');
    const viaFile = await run([...create('x').slice(0, -2), '--tenant', 'file://tenant.json', '--output', 'json'], {
      cwd: dir,
    });
    expect(viaFile.code).toBe(0);
    expect(JSON.parse(viaFile.stdout).appAuthorization.tenant).toEqual({
      tenantIdentifier: 't-file',
      tenantDisplayName: 'Acme',
    });
    const viaJson = await run([
      ...create('x').slice(0, -2),
      '--tenant',
      '{"tenantIdentifier":"t-json","tenantDisplayName":"Acme"}',
    ]);
    expect(JSON.parse(viaJson.stdout).appAuthorization.tenant.tenantIdentifier).toBe('t-json');
    const tags = await run([...create('t-tags'), '--tags', 'key=env,value=prod', 'key=team,value=data', '--debug']);
    expect(tags.code).toBe(0);
    expect(tags.stderr).toContain('"tags":[{"key":"env","value":"prod"},{"key":"team","value":"data"}]');
  });

  it('list parameters take several words or one JSON list', async () => {
    const words = await run([
      'appflow',
      'describe-connector-profiles',
      '--connector-profile-names',
      'a',
      'b',
      '--debug',
    ]);
    expect(words.stderr).toContain('"connectorProfileNames":["a","b"]');
    const json = await run([
      'appflow',
      'describe-connector-profiles',
      '--connector-profile-names',
      '["a","b"]',
      '--debug',
    ]);
    expect(json.stderr).toContain('"connectorProfileNames":["a","b"]');
  });

  it('--cli-input-json and --cli-input-yaml supply the input; the command line overrides; both together is an error', async () => {
    writeFileSync(join(dir, 'in.json'), JSON.stringify({ collaborationIdentifier: PHARMA, maxResults: 3 }));
    const r = await run(['cleanrooms', 'list-members', '--cli-input-json', 'file://in.json'], { cwd: dir });
    expect(JSON.parse(r.stdout).memberSummaries.length).toBe(3);
    const yaml = await run([
      'cleanrooms',
      'list-members',
      '--cli-input-yaml',
      `collaborationIdentifier: ${PHARMA}\nmaxResults: 4\n`,
    ]);
    expect(JSON.parse(yaml.stdout).memberSummaries.length).toBe(4);
    const override = await run(
      ['cleanrooms', 'list-members', '--cli-input-json', 'file://in.json', '--max-results', '2'],
      { cwd: dir },
    );
    expect(JSON.parse(override.stdout).memberSummaries.length).toBe(2);
    const both = await run(['cleanrooms', 'list-members', '--cli-input-json', '{}', '--cli-input-yaml', 'a: 1']);
    expect(both.code).toBe(252);
    expect(both.stderr).toMatch(/--cli-input-json or --cli-input-yaml/);
  });

  it('--generate-cli-skeleton input / yaml-input / output', async () => {
    const input = await run(['cleanrooms', 'list-members', '--generate-cli-skeleton']);
    expect(JSON.parse(input.stdout)).toEqual({ collaborationIdentifier: '', nextToken: '', maxResults: 0 });
    const explicit = await run(['cleanrooms', 'list-members', '--generate-cli-skeleton', 'input']);
    expect(explicit.stdout).toBe(input.stdout);
    const yaml = await run(['appflow', 'describe-connector-profiles', '--generate-cli-skeleton', 'yaml-input']);
    expect(yaml.stdout).toMatch(/^connectorType: Salesforce # /m);
    expect(parseYaml(yaml.stdout)).toHaveProperty('maxResults', 0);
    const skeletonIn = await run(['appfabric', 'create-app-authorization', '--generate-cli-skeleton']);
    // As the AWS CLI prints it: every member of the credential union.
    expect(JSON.parse(skeletonIn.stdout).credential).toEqual({
      oauth2Credential: { clientId: '', clientSecret: '' },
      apiKeyCredential: { apiKey: '' },
    });
    // output: validates first (252 on a bad value), then prints a sample without calling.
    const bad = await run([
      'cleanrooms',
      'list-members',
      '--generate-cli-skeleton',
      'output',
      '--collaboration-identifier',
      'nope',
    ]);
    expect(bad.code).toBe(252);
    const out = await run([...create('skel'), '--generate-cli-skeleton', 'output']);
    expect(out.code).toBe(0);
    expect(JSON.parse(out.stdout).appAuthorization.createdAt).toBe('1970-01-01T00:00:00+00:00');
    expect(out.stdout).not.toContain(SECRET);
    // A cli-input document round-trips through the skeleton's shape.
    const filled = {
      ...JSON.parse(input.stdout),
      collaborationIdentifier: RETAIL,
      nextToken: undefined,
      maxResults: 2,
    };
    const round = await run(['cleanrooms', 'list-members', '--cli-input-json', JSON.stringify(filled)]);
    expect(JSON.parse(round.stdout).memberSummaries.length).toBe(2);
  });
});

describe('bad parameters exit 252 and name the parameter, before any call', () => {
  const cases: [string, string[], RegExp][] = [
    ['missing required', ['cleanrooms', 'list-members'], /required: --collaboration-identifier/],
    [
      'bad pattern',
      ['cleanrooms', 'list-members', '--collaboration-identifier', 'NOT-A-UUID'],
      /--collaboration-identifier/,
    ],
    [
      'page size range',
      ['cleanrooms', 'list-members', '--collaboration-identifier', RETAIL, '--page-size', '101'],
      /--page-size/,
    ],
    [
      'page size type',
      ['cleanrooms', 'list-members', '--collaboration-identifier', RETAIL, '--page-size', 'abc'],
      /--page-size/,
    ],
    [
      'max items type',
      ['cleanrooms', 'list-members', '--collaboration-identifier', RETAIL, '--max-items', 'many'],
      /--max-items/,
    ],
    [
      'starting token',
      [
        'cleanrooms',
        'list-members',
        '--collaboration-identifier',
        RETAIL,
        '--starting-token',
        'eyJuZXh0VG9rZW4iOiA1fQ==',
      ],
      /--starting-token/,
    ],
    ['max results range', ['appflow', 'describe-connector-profiles', '--max-results', '0'], /--max-results/],
    ['enum', ['appflow', 'describe-connector-profiles', '--connector-type', 'Nope'], /--connector-type/],
    ['shorthand syntax', [...create('t').slice(0, -2), '--tenant', 'tenantIdentifier'], /--tenant/],
    [
      'nested member',
      [...create('t').slice(0, -2), '--tenant', 'tenantIdentifier=,tenantDisplayName=A'],
      /--tenant \(tenant\.tenantIdentifier\)/,
    ],
    [
      'union vs authType',
      [
        'appfabric',
        'create-app-authorization',
        '--app-bundle-identifier',
        BUNDLE,
        '--app',
        'SLACK',
        '--auth-type',
        'oauth2',
        '--credential',
        `apiKeyCredential={apiKey=${SECRET}}`,
        '--tenant',
        'tenantIdentifier=a,tenantDisplayName=b',
      ],
      /--credential/,
    ],
    ['unknown option', ['appflow', 'describe-connector-profiles', '--bogus', '1'], /Unknown options: --bogus/],
    ['bad --output', ['appflow', 'describe-connector-profiles', '--output', 'xml'], /--output/],
    ['bad --query', ['appflow', 'describe-connector-profiles', '--query', '[[['], /--query/],
    [
      'missing file',
      ['appflow', 'describe-connector-profiles', '--connector-label', 'file:///nonexistent/x'],
      /--connector-label/,
    ],
  ];
  it('an unknown service or operation word: the AWS CLI v2 usage, every choice, the close matches, exit 252', async () => {
    const service = await run(['cleanroomz', 'list-members'], { env: LEGACY });
    expect(service.code).toBe(252);
    expect(service.stdout).toBe('');
    const pad = (w: string) => w.padEnd(40);
    expect(service.stderr).toBe(
      '\nusage: switchyard [options] <command> <subcommand> [parameters]\nTo see help text, you can run:\n\n' +
        '  switchyard help\n  switchyard <command> help\n  switchyard <command> <subcommand> help\n\n' +
        'switchyard: error: argument command: Invalid choice, valid choices are:\n\n' +
        `${pad('appfabric')} | ${pad('appflow')}\n${pad('cleanrooms')} | ${pad('github')}\n` +
        `${pad('metrics')} | ${pad('serve')}\n${pad('help')}\n\n\n` +
        "Invalid choice: 'cleanroomz', maybe you meant:\n\n  * cleanrooms\n\n",
    );
    const operation = await run(['cleanrooms', 'list-memberz'], { env: LEGACY });
    expect(operation.code).toBe(252);
    expect(operation.stderr).toContain('switchyard: error: argument operation: Invalid choice, valid choices are:\n\n');
    expect(operation.stderr).toMatch(
      /\n\n\nInvalid choice: 'list-memberz', maybe you meant:\n\n {2}\* list-members\n\n$/,
    );
    const far = await run(['--region', 'us-east-1', 'nope'], { env: LEGACY });
    expect(far.code).toBe(252);
    expect(far.stderr).not.toContain('maybe you meant');
  });

  it('no region or no credentials for the AWS backend: the AWS CLI v2 message and exit 253', async () => {
    const base = [
      '--endpoint-url',
      'http://127.0.0.1:9',
      'cleanrooms',
      'list-members',
      '--collaboration-identifier',
      RETAIL,
    ];
    const home = {
      HOME: '/nonexistent',
      AWS_CONFIG_FILE: '/nonexistent/c',
      AWS_SHARED_CREDENTIALS_FILE: '/nonexistent/k',
      ...LEGACY,
    };
    const noRegion = await run(base, {
      env: { ...home, AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE', AWS_SECRET_ACCESS_KEY: 'x' },
    });
    expect(noRegion.code).toBe(253);
    expect(noRegion.stderr).toBe(
      '\nYou must specify a region. You can also configure your region by running "aws configure".\n',
    );
    const noCredentials = await run(base, { env: { ...home, AWS_REGION: 'us-east-1' } });
    expect(noCredentials.code).toBe(253);
    expect(noCredentials.stderr).toBe(
      '\nUnable to locate credentials. You can configure credentials by running "aws configure".\n',
    );
  });

  for (const [name, argv, pattern] of cases) {
    it(name, async () => {
      const r = await run(argv);
      expect(r.code).toBe(252);
      expect(r.stderr).toMatch(pattern);
      expect(r.stdout).toBe('');
      expect(r.stderr).not.toContain(SECRET);
    });
  }
});

describe('service errors exit 254 in the chosen --cli-error-format', () => {
  const missing = ['cleanrooms', 'list-members', '--collaboration-identifier', '00000000-0000-4000-8000-000000000000'];
  it('legacy', async () => {
    const r = await run([...missing, '--cli-error-format', 'legacy']);
    expect(r.code).toBe(254);
    expect(r.stderr).toMatch(
      /^\nAn error occurred \(ResourceNotFoundException\) when calling the ListMembers operation: .+\n$/,
    );
  });
  it('enhanced (default)', async () => {
    const r = await run(missing);
    expect(r.stderr).toMatch(/An error occurred \(ResourceNotFoundException\) when calling the ListMembers operation/);
    expect(r.stderr).toMatch(
      /Additional error details:\nresourceId: 00000000-0000-4000-8000-000000000000\nresourceType: COLLABORATION/,
    );
  });
  for (const format of ['json', 'yaml', 'text', 'table'] as const) {
    it(format, async () => {
      const r = await run([...missing, '--cli-error-format', format]);
      expect(r.code).toBe(254);
      expect(r.stderr).toContain('ResourceNotFoundException');
      if (format === 'json')
        expect(JSON.parse(r.stderr)).toMatchObject({
          Code: 'ResourceNotFoundException',
          resourceType: 'COLLABORATION',
        });
      if (format === 'yaml') expect(parseYaml(r.stderr)).toMatchObject({ Code: 'ResourceNotFoundException' });
    });
  }
  it('AWS_CLI_ERROR_FORMAT sets the default', async () => {
    const r = await run(missing, { env: { AWS_CLI_ERROR_FORMAT: 'json' } });
    expect(JSON.parse(r.stderr).Code).toBe('ResourceNotFoundException');
  });
});

describe('secrets are never echoed', () => {
  it('not in --debug output, not in errors', async () => {
    const ok = await run([...create('secret-debug'), '--debug']);
    expect(ok.code).toBe(0);
    expect(ok.stderr).toContain('"apiKey":"***"');
    expect(ok.stderr + ok.stdout).not.toContain(SECRET);
    const oauth = await run([
      'appfabric',
      'create-app-authorization',
      '--app-bundle-identifier',
      BUNDLE,
      '--app',
      'SLACK',
      '--auth-type',
      'oauth2',
      '--credential',
      `{"oauth2Credential":{"clientId":"cid","clientSecret":"${SECRET}"}}`,
      '--tenant',
      'tenantIdentifier=o1,tenantDisplayName=A',
      '--debug',
    ]);
    expect(oauth.code).toBe(0);
    expect(oauth.stderr + oauth.stdout).not.toContain(SECRET);
    const err = await run([
      'appfabric',
      'create-app-authorization',
      '--app-bundle-identifier',
      'arn:aws:appfabric:us-east-1:111122223333:appbundle/missing',
      '--app',
      'SLACK',
      '--auth-type',
      'apiKey',
      '--credential',
      `apiKeyCredential={apiKey=${SECRET}}`,
      '--tenant',
      'tenantIdentifier=a,tenantDisplayName=b',
      '--debug',
      '--cli-error-format',
      'json',
    ]);
    expect(err.code).toBe(254);
    expect(err.stderr).not.toContain(SECRET);
  });

  it('not in the parse error of a malformed --credential (JSON or shorthand)', async () => {
    const base = [
      'appfabric',
      'create-app-authorization',
      '--app-bundle-identifier',
      BUNDLE,
      '--app',
      'SLACK',
      '--auth-type',
      'apiKey',
      '--tenant',
      'tenantIdentifier=a,tenantDisplayName=b',
    ];
    for (const credential of [`{"apiKeyCredential":{"apiKey":"${SECRET}"}`, `apiKeyCredential={apiKey=${SECRET}`]) {
      const bad = await run([...base, '--credential', credential]);
      expect(bad.code).toBe(252);
      expect(bad.stderr).toMatch(/--credential/);
      expect(bad.stderr).not.toContain(SECRET);
    }
  });
});

describe('help and version', () => {
  it('switchyard help, <service> help, <service> <command> help', async () => {
    const top = await run(['help']);
    expect(top.code).toBe(0);
    expect(top.stdout).toContain('cleanrooms');
    expect(top.stdout).toContain('--cli-error-format');
    const service = await run(['appflow', 'help']);
    expect(service.stdout).toContain('describe-connector-profiles');
    const command = await run(['cleanrooms', 'list-members', 'help']);
    expect(command.stdout).toContain('--collaboration-identifier (string) [required]');
    expect(command.stdout).toMatch(/Constraint: string; length 36/);
    expect(command.stdout).toContain('--page-size');
    const fabric = await run(['appfabric', 'create-app-authorization', '--help']);
    expect(fabric.stdout).toContain('tenant.tenantIdentifier: string, required; length 1..1024');
    expect(fabric.stdout).toContain(
      'Sensitive: credential.oauth2Credential.clientSecret, credential.apiKeyCredential.apiKey',
    );
  });
  it('--version', async () => {
    const r = await run(['--version']);
    expect(r.stdout).toMatch(/^switchyard\/\d+\.\d+\.\d+ Node\.js\/v\d+/);
  });
});
