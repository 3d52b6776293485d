// --cli-error-format as the AWS CLI v2 has it (issue 27, item 6; awscli/errorhandler.py and awscli/clidriver.py on
// aws-cli's v2 branch): parameter and configuration errors are structured like service errors, the profile's
// `cli_error_format` is read (after --cli-error-format and AWS_CLI_ERROR_FORMAT), and the enhanced format says once,
// after the fields, in v2's words, how to see a complex value. Through the shipped bundle.
import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { RETAIL, run } from './helpers/run.js';

const refused = [
  'cleanrooms',
  'list-members',
  '--collaboration-identifier',
  RETAIL,
  '--no-paginate',
  '--max-items',
  '5',
];
const MESSAGE = 'Cannot specify --no-paginate along with pagination arguments: --max-items';
const info = { Code: 'ParamValidation', Message: MESSAGE };

let home: string;
let config: string;
beforeAll(() => {
  home = mkdtempSync(join(tmpdir(), 'sy-error-format-'));
  config = join(home, 'config');
  writeFileSync(
    config,
    '[default]\ncli_error_format = json\n\n[profile loud]\ncli_error_format = YAML\n\n[profile odd]\ncli_error_format = xml\n',
  );
});
afterAll(() => rmSync(home, { recursive: true, force: true }));

/** A run with the temporary config (or none), nothing inherited. */
const inHome = (withConfig: boolean, extra: Record<string, string> = {}) => ({
  env: {
    HOME: home,
    AWS_CONFIG_FILE: withConfig ? config : join(home, 'absent'),
    AWS_SHARED_CREDENTIALS_FILE: join(home, 'absent-credentials'),
    ...extra,
  },
});

describe('parameter errors (252) in each --cli-error-format', () => {
  it('enhanced, the default: the [ERROR] line with the ParamValidation code', async () => {
    const r = await run(refused, inHome(false));
    expect(r.code).toBe(252);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(`\nswitchyard: [ERROR]: An error occurred (ParamValidation): ${MESSAGE}\n`);
  });
  it('legacy: the classic text', async () => {
    const r = await run([...refused, '--cli-error-format', 'legacy'], inHome(false));
    expect(r.code).toBe(252);
    expect(r.stderr).toBe(`\n${MESSAGE}\n`);
  });
  it('json', async () => {
    const r = await run([...refused, '--cli-error-format', 'json'], inHome(false));
    expect(r.code).toBe(252);
    expect(r.stderr).toBe(`${JSON.stringify(info, null, 4)}\n`);
  });
  it('yaml', async () => {
    const r = await run([...refused, '--cli-error-format', 'yaml'], inHome(false));
    expect(r.code).toBe(252);
    expect(parseYaml(r.stderr)).toEqual(info);
  });
  it('text', async () => {
    const r = await run([...refused, '--cli-error-format', 'text'], inHome(false));
    expect(r.code).toBe(252);
    expect(r.stderr).toBe(`ParamValidation\t${MESSAGE}\n`);
  });
  it('table', async () => {
    const r = await run([...refused, '--cli-error-format', 'table'], inHome(false));
    expect(r.code).toBe(252);
    expect(r.stderr).toMatch(/\|\s+error\s+\|/);
    expect(r.stderr).toMatch(/\|\s+Code\s+\|\s+ParamValidation\s+\|/);
  });
  it('an error in the usage (an unknown operation): the message, then the usage, in Message', async () => {
    const r = await run(['cleanrooms', 'list-memberz', '--cli-error-format', 'json'], inHome(false));
    expect(r.code).toBe(252);
    const doc = JSON.parse(r.stderr) as { Code: string; Message: string };
    expect(doc.Code).toBe('ParamValidation');
    expect(doc.Message).toMatch(/^switchyard: error: argument operation: Invalid choice/);
    expect(doc.Message).toMatch(/\n\nusage: switchyard \[options\]/);
  });
});

describe('configuration errors (253) are structured too', () => {
  it('no region: NoRegion', async () => {
    const r = await run(
      ['--endpoint-url', 'http://127.0.0.1:9', 'cleanrooms', 'list-members', '--collaboration-identifier', RETAIL],
      inHome(false, { AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE', AWS_SECRET_ACCESS_KEY: 'x', AWS_CLI_ERROR_FORMAT: 'json' }),
    );
    expect(r.code).toBe(253);
    expect(JSON.parse(r.stderr)).toEqual({
      Code: 'NoRegion',
      Message: 'You must specify a region. You can also configure your region by running "aws configure".',
    });
  });
});

describe("the profile's cli_error_format, after the command line and AWS_CLI_ERROR_FORMAT", () => {
  it('the default profile says json', async () => {
    const r = await run(refused, inHome(true));
    expect(r.code).toBe(252);
    expect(JSON.parse(r.stderr)).toEqual(info);
  });
  it('--profile picks its section (the value in any case)', async () => {
    const r = await run([...refused, '--profile', 'loud'], inHome(true));
    expect(parseYaml(r.stderr)).toEqual(info);
  });
  it('AWS_PROFILE picks its section', async () => {
    const r = await run(refused, inHome(true, { AWS_PROFILE: 'loud' }));
    expect(parseYaml(r.stderr)).toEqual(info);
  });
  it('AWS_CLI_ERROR_FORMAT wins over the profile', async () => {
    const r = await run(refused, inHome(true, { AWS_CLI_ERROR_FORMAT: 'legacy' }));
    expect(r.stderr).toBe(`\n${MESSAGE}\n`);
  });
  it('--cli-error-format wins over both', async () => {
    const r = await run([...refused, '--cli-error-format', 'text'], inHome(true, { AWS_CLI_ERROR_FORMAT: 'legacy' }));
    expect(r.stderr).toBe(`ParamValidation\t${MESSAGE}\n`);
  });
  it("an unknown value: v2's warning, then enhanced", async () => {
    const r = await run([...refused, '--profile', 'odd'], inHome(true));
    expect(r.code).toBe(252);
    expect(r.stderr).toBe(
      "Invalid cli_error_format: 'xml'. Using 'enhanced' format.\n" +
        `\nswitchyard: [ERROR]: An error occurred (ParamValidation): ${MESSAGE}\n`,
    );
  });
  it('a service error (254) follows the profile too', async () => {
    const r = await run(
      ['cleanrooms', 'list-members', '--collaboration-identifier', '00000000-0000-4000-8000-000000000000'],
      inHome(true),
    );
    expect(r.code).toBe(254);
    expect(JSON.parse(r.stderr)).toMatchObject({ Code: 'ResourceNotFoundException', resourceType: 'COLLABORATION' });
  });
});

describe('the enhanced format of a service error with a complex member', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    // A Clean Rooms endpoint that answers every call with a ValidationException carrying a fieldList.
    server = createServer((_req, res) => {
      res.writeHead(400, { 'content-type': 'application/json', 'x-amzn-errortype': 'ValidationException' });
      res.end(
        JSON.stringify({
          message: 'Invalid input',
          reason: 'FIELD_VALIDATION_FAILED',
          fieldList: [{ name: 'maxResults', message: 'too large' }],
        }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("prints the fields, `<complex value>`, and v2's hint once on its own line after them", async () => {
    const r = await run(
      ['--endpoint-url', url, 'cleanrooms', 'list-members', '--collaboration-identifier', RETAIL],
      inHome(false, {
        AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
        AWS_SECRET_ACCESS_KEY: 'x',
        AWS_REGION: 'us-east-1',
        AWS_MAX_ATTEMPTS: '1',
      }),
    );
    expect(r.code).toBe(254);
    expect(r.stderr).toBe(
      '\nswitchyard: [ERROR]: An error occurred (ValidationException) when calling the ListMembers operation: Invalid input\n' +
        '\nAdditional error details:\n' +
        'reason: FIELD_VALIDATION_FAILED\n' +
        'fieldList: <complex value>\n' +
        'Use "--cli-error-format json" or another error format to see the full details.\n',
    );
  });
});
