// Every default the docs state as a value has a test that names it. The check finds the statements itself: each
// "default <number>" or "default `<value>`" in README.md and docs/*.md (not the benchmarks log), and each row of a
// table with a `default` column. Each must be an entry of DEFAULTS below, whose `pinnedBy` names a test file and a
// text that file holds (the test's title); an entry whose statement left the docs fails too, so the list stays the
// docs' list. A default with no test yet is an entry with `gap` saying what is missing, and fails the check.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const REPO = resolve(import.meta.dirname, '../..');

interface Entry {
  doc: string;
  /** The inline statement (text on one line that holds the match), or `row -> default` for a table row. */
  says: string;
  pinnedBy?: [file: string, title: string];
  gap?: string;
}

const AWS_SETTINGS = 'test/service/awsSettings.test.ts';
const DEFAULTS_TEST = 'test/defaults.test.ts';
const FAULTS = 'test/server/control/faultDefaults.system.test.ts';
const LISTEN = 'test/server/listenFlags.test.ts';
const TIMEOUTS: [string, string] = [AWS_SETTINGS, 'timeouts default to 60 s'];
const SETTINGS_TABLE: [string, string] = [DEFAULTS_TEST, 'are the default column of the table in docs/settings.md'];

const BACKEND_DEFAULTS = 'test/backendDefaults.test.ts';
const TRUST_TITLE = "the CA bundle defaults to Node's bundled roots and the certificate check is on";
const DATASET_TEST = 'test/engine/dataset.test.ts';
const COLLABORATION_ARN = 'REGION defaulting to us-east-1';

const CALLERS: [string, string] = [DEFAULTS_TEST, 'log in as user-<userId> with the scopes gh asks for'];
const DEFAULTS: Entry[] = [
  { doc: 'docs/emulator.md', says: "caller's `login` in the dataset (default `user-<userId>`)", pinnedBy: CALLERS },
  { doc: 'docs/rate-limits.md', says: 'GraphQL `viewer { login }` answer; default `user-<userId>`', pinnedBy: CALLERS },
  {
    doc: 'docs/rate-limits.md',
    says: 'sent by the emulator as `X-OAuth-Scopes`; default `gist`, `read:org`, `repo`, `workflow`',
    pinnedBy: CALLERS,
  },
  {
    doc: 'docs/rate-limits.md',
    says: 'retries of a rate-limited read before giving up (0-10, default 3; 0: fail at the first limit)',
    pinnedBy: [DEFAULTS_TEST, 'retries 3 times, then gives up'],
  },
  {
    doc: 'docs/commands.md',
    says: 'service default 20',
    pinnedBy: ['test/contract/connectorProfiles.contract.ts', '20 per page by default'],
  },
  { doc: 'docs/commands.md', says: 'seconds per call, 0 = none (default 60)', pinnedBy: TIMEOUTS },
  { doc: 'docs/commands.md', says: 'seconds to establish each connection, 0 = none (default 60)', pinnedBy: TIMEOUTS },
  {
    doc: 'docs/configuration.md',
    says: '`AWS_CONFIG_FILE` (default `~/.aws/config`)',
    pinnedBy: [DEFAULTS_TEST, 'are ~/.aws/config and ~/.aws/credentials'],
  },
  {
    doc: 'docs/configuration.md',
    says: '(default `~/.aws/credentials`)',
    pinnedBy: [DEFAULTS_TEST, 'are ~/.aws/config and ~/.aws/credentials'],
  },
  { doc: 'docs/configuration.md', says: '(seconds, default 60, 0 = none)', pinnedBy: TIMEOUTS },
  {
    doc: 'docs/configuration.md',
    says: 'region (also the SigV4 signing region) -> none: an error',
    pinnedBy: ['test/backends/aws/createAwsServices.test.ts', 'fails clearly when no region is configured'],
  },
  {
    doc: 'docs/configuration.md',
    says: 'output format -> `json`',
    pinnedBy: [AWS_SETTINGS, 'output defaults to json'],
  },
  {
    doc: 'docs/configuration.md',
    says: 'pager -> `less -R` (with `LESS=FRX` if unset)',
    pinnedBy: [AWS_SETTINGS, 'the default pager is less -R'],
  },
  {
    doc: 'docs/configuration.md',
    says: "CA bundle (PEM file) -> Node's bundled roots (+ `NODE_EXTRA_CA_CERTS`)",
    pinnedBy: [BACKEND_DEFAULTS, TRUST_TITLE],
  },
  {
    doc: 'docs/configuration.md',
    says: "endpoint, per service -> the service's AWS endpoint",
    pinnedBy: [BACKEND_DEFAULTS, "each service's requests go to its AWS endpoint in the Region"],
  },
  {
    doc: 'docs/configuration.md',
    says: 'max attempts (retries included) -> 3',
    pinnedBy: [AWS_SETTINGS, 'max attempts default to 3'],
  },
  {
    doc: 'docs/configuration.md',
    says: 'retry mode -> `standard`',
    pinnedBy: [AWS_SETTINGS, 'retry mode defaults to standard'],
  },
  { doc: 'docs/configuration.md', says: 'read timeout -> 60 s', pinnedBy: TIMEOUTS },
  { doc: 'docs/configuration.md', says: 'connect timeout -> 60 s', pinnedBy: TIMEOUTS },
  {
    doc: 'docs/configuration.md',
    says: 'timestamp format -> `iso8601`',
    pinnedBy: [AWS_SETTINGS, 'timestamps default to iso8601'],
  },
  {
    doc: 'docs/configuration.md',
    says: 'certificate check -> on',
    pinnedBy: [BACKEND_DEFAULTS, TRUST_TITLE],
  },
  {
    doc: 'docs/configuration.md',
    says: 'API root -> `https://api.github.com`',
    pinnedBy: [BACKEND_DEFAULTS, 'the API root is https://api.github.com'],
  },
  {
    doc: 'docs/configuration.md',
    says: 'tokens for github.com and GHE.com tenants -> `gh auth token --hostname github.com`, else unauthenticated',
    pinnedBy: ['test/backends/github/tokens.test.ts', 'names the host to `gh auth token` for github.com too'],
  },
  {
    doc: 'docs/configuration.md',
    says: 'tokens for a GitHub Enterprise Server host -> `gh auth token --hostname HOST`, else unauthenticated',
    pinnedBy: ['test/backends/github/tokens.test.ts', 'falls back to gh auth token, passing the GHES host'],
  },
  {
    doc: 'docs/configuration.md',
    says: "CA bundle (PEM, added to the default roots) -> Node's bundled roots (+ `NODE_EXTRA_CA_CERTS`)",
    pinnedBy: [BACKEND_DEFAULTS, TRUST_TITLE],
  },
  {
    doc: 'docs/datasets.md',
    says: 'default `arn:aws:cleanrooms:REGION:CREATOR:collaboration/ID`',
    pinnedBy: [DATASET_TEST, COLLABORATION_ARN],
  },
  {
    doc: 'docs/datasets.md',
    says: '(default `us-east-1`, only used for that ARN)',
    pinnedBy: [DATASET_TEST, COLLABORATION_ARN],
  },
  {
    doc: 'docs/emulator.md',
    says: 'address to bind (default `127.0.0.1`)',
    pinnedBy: [LISTEN, 'defaults, a given port and host'],
  },
  {
    doc: 'docs/emulator.md',
    says: 'By default `serve` keeps what clients create in memory',
    pinnedBy: [DEFAULTS_TEST, 'serve: 127.0.0.1, a free port, memory only'],
  },
  {
    doc: 'docs/emulator.md',
    says: 'The next `count` (default 1)',
    pinnedBy: [FAULTS, 'a fault without count affects one call'],
  },
  { doc: 'docs/emulator.md', says: 'retryAfter`, default 60)', pinnedBy: [FAULTS, 'answers retry-after: 60'] },
  {
    doc: 'docs/emulator.md',
    says: '`server` (default 500)',
    pinnedBy: [FAULTS, "a path's trailing * matches every path under that prefix"],
  },
  { doc: 'docs/explorer.md', says: '`thresholds.warningPercent` remaining, default 25 %', pinnedBy: SETTINGS_TABLE },
  { doc: 'docs/explorer.md', says: '(a [setting](settings.md), default 5;', pinnedBy: SETTINGS_TABLE },
  { doc: 'docs/explorer.md', says: '`thresholds.criticalPercent`, default 10 %', pinnedBy: SETTINGS_TABLE },
  { doc: 'docs/explorer.md', says: '(settings, default 1000 ms, never below 250 ms)', pinnedBy: SETTINGS_TABLE },
  {
    doc: 'docs/rate-limits.md',
    says: "`--github-url` (default: `GH_HOST`'s API root",
    pinnedBy: ['test/backends/github/hosts.test.ts', 'is read from GH_HOST only when set and not empty'],
  },
  {
    doc: 'docs/rate-limits.md',
    says: 'print again every SECONDS (default 15)',
    pinnedBy: [DEFAULTS_TEST, '--watch every 15 s'],
  },
  { doc: 'docs/rate-limits.md', says: 'bucket (default `core`)', pinnedBy: [DEFAULTS_TEST, '--min-remaining on core'] },
  {
    doc: 'docs/rate-limits.md',
    says: 'to GitHub, 0 = none (default 60)',
    pinnedBy: ['test/backends/net/connectTimeout.system.test.ts', 'the GitHub transport applies the default 60 s'],
  },
  {
    doc: 'docs/rate-limits.md',
    says: 'on `--host` (default `127.0.0.1`)',
    pinnedBy: [LISTEN, 'defaults, a given port and host'],
  },
  {
    doc: 'docs/rate-limits.md',
    says: '(default 9464;',
    pinnedBy: [LISTEN, "['metrics', (argv: string[]) => parseMetricsArgs(argv, {}), 9464]"],
  },
  {
    doc: 'docs/rate-limits.md',
    says: 'seconds (default 15, at least 1)',
    pinnedBy: [DEFAULTS_TEST, 'metrics: 127.0.0.1:9464, polled every 15 s'],
  },
  { doc: 'docs/security.md', says: '0-60,000 ms, default 0', pinnedBy: [DEFAULTS_TEST, 'no held GitHub answers'] },
  { doc: 'docs/spec-conformance.md', says: '(seconds, default 60, 0 = none)', pinnedBy: TIMEOUTS },
  ...['`lastScreen`', '`recentCollaborations`', '`thresholds.warningPercent`', '`thresholds.criticalPercent`']
    .concat(['`refreshIntervalMs`', '`autoRefreshSeconds`', '`defaultBackend`', '`alerts`', '`mouse`', '`keys`'])
    .concat(['`readTimeoutSeconds`', '`connectTimeoutSeconds`', '`recentCollaborationsByContext`'])
    .map((key) => ({ doc: 'docs/settings.md', says: `${key} -> *`, pinnedBy: SETTINGS_TABLE })),
];

const DOCS = ['README.md', ...readdirSync(join(REPO, 'docs')).map((f) => `docs/${f}`)].filter(
  (f) => f.endsWith('.md') && f !== 'docs/benchmarks.md' && f !== 'docs/benchmarks-log.md',
);

const INLINE = /\bdefault:? \**(`[^`]+`|\d[\d,.]*)/g;

/** The statements of one doc: [what the check matched, the line it is on] for inline ones, `row -> default` rows. */
function statements(doc: string): { inline: [string, string][]; rows: string[] } {
  const lines = readFileSync(join(REPO, doc), 'utf8').split('\n');
  const inline: [string, string][] = [];
  const rows: string[] = [];
  let column = -1;
  for (const line of lines) {
    // Cells split on the pipes that are not escaped (`\|` inside a cell is text).
    const cells = line.startsWith('|')
      ? line
          .slice(1, -1)
          .split(/(?<!\\)\|/)
          .map((c) => c.trim())
      : [];
    if (cells.length === 0) column = -1;
    else if (cells.includes('default')) column = cells.indexOf('default');
    else if (column >= 0 && !/^-+$/.test(cells[0]!)) rows.push(`${cells[0]} -> ${cells[column]}`);
    if (column >= 0 && cells.length > 0) continue;
    for (const m of line.matchAll(INLINE)) inline.push([m[0], line]);
  }
  return { inline, rows };
}

const covers = (entry: Entry, doc: string, statement: string): boolean =>
  entry.doc === doc &&
  (entry.says === statement || (entry.says.endsWith(' -> *') && statement.startsWith(entry.says.slice(0, -1))));

describe('documented defaults', () => {
  const found = DOCS.flatMap((doc) => {
    const { inline, rows } = statements(doc);
    return [
      ...inline.map(([match, line]) => ({ doc, match, line })),
      ...rows.map((row) => ({ doc, match: row, line: row })),
    ];
  });

  it('finds the statements (the check is not looking at nothing)', () => {
    expect(found.length).toBeGreaterThan(40);
  });

  it('every default the docs state is an entry', () => {
    const missing = found
      .filter(
        ({ doc, match, line }) =>
          !DEFAULTS.some(
            (e) => covers(e, doc, line) || (e.doc === doc && line.includes(e.says) && e.says.includes(match)),
          ),
      )
      .map(({ doc, line }) => `${doc}: ${line}`);
    expect(missing).toEqual([]);
  });

  it('every entry is still stated in its doc', () => {
    const stale = DEFAULTS.filter(
      (e) =>
        !found.some(
          ({ doc, match, line }) =>
            covers(e, doc, line) || (e.doc === doc && line.includes(e.says) && e.says.includes(match)),
        ),
    ).map((e) => `${e.doc}: ${e.says}`);
    expect(stale).toEqual([]);
  });

  it('every entry names a test that exists, or says what is missing', () => {
    const broken = DEFAULTS.filter((e) => {
      if (e.pinnedBy === undefined) return e.gap === undefined;
      const [file, title] = e.pinnedBy;
      return !readFileSync(join(REPO, file), 'utf8').includes(title);
    }).map((e) => `${e.doc}: ${e.says}`);
    expect(broken).toEqual([]);
    // Every default has its test; a new one without must name the gap, and fails here until it has one.
    expect(DEFAULTS.filter((e) => e.gap !== undefined).map((e) => `${e.doc}: ${e.gap ?? ''}`)).toEqual([]);
  });
});
