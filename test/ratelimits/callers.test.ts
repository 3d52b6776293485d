// The dataset's `github.callers` format: every field validated with its path and rule, every problem reported.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CALLER_KINDS,
  callerLabel,
  validateGithubSection,
  type GithubCaller,
} from '../../src/domain/ratelimits/callers.js';
import { tokenFingerprint } from '../../src/domain/ratelimits/fingerprint.js';
import { ALL_CALLERS } from './helpers.js';

const paths = (value: unknown): string[] => validateGithubSection(value, 'github').map((i) => `${i.path}:${i.rule}`);

describe('validateGithubSection', () => {
  it('accepts one caller of every kind, with and without optional members', () => {
    expect(paths({ callers: ALL_CALLERS })).toEqual([]);
    expect(paths({ callers: [] })).toEqual([]);
    expect(paths({ callers: [{ kind: 'installation', token: 't', installationId: 1, repositories: 0 }] })).toEqual([]);
    const identified = { kind: 'user', token: 't', userId: 1, login: 'octo-cat', scopes: ['repo', 'read:org'] };
    expect(paths({ callers: [identified] })).toEqual([]);
  });
  it('rejects a wrong section shape', () => {
    expect(paths(null)).toEqual(['github:type']);
    expect(paths({})).toEqual(['github.callers:required']);
    expect(paths({ callers: {} })).toEqual(['github.callers:type']);
    expect(paths({ callers: [], extra: 1 })).toEqual(['github.extra:unknown']);
  });
  const MUTATIONS: [string, Record<string, unknown>, string[]][] = [
    ['kind missing', { token: 't', userId: 1 }, ['github.callers[0].kind:required']],
    ['kind unknown', { kind: 'robot', token: 't' }, ['github.callers[0].kind:enum']],
    ['token missing', { kind: 'user', userId: 1 }, ['github.callers[0].token:required']],
    ['token with a space', { kind: 'user', token: 'a b', userId: 1 }, ['github.callers[0].token:pattern']],
    ['token empty', { kind: 'user', token: '', userId: 1 }, ['github.callers[0].token:length']],
    ['userId not an integer', { kind: 'user', token: 't', userId: 1.5 }, ['github.callers[0].userId:type']],
    ['userId zero', { kind: 'app-user', token: 't', userId: 0 }, ['github.callers[0].userId:range']],
    [
      'enterpriseOwnedApp not boolean',
      { kind: 'oauth-app-user', token: 't', userId: 1, enterpriseOwnedApp: 'yes' },
      ['github.callers[0].enterpriseOwnedApp:type'],
    ],
    [
      'enterpriseOwnedApp on a PAT',
      { kind: 'user', token: 't', userId: 1, enterpriseOwnedApp: true },
      ['github.callers[0].enterpriseOwnedApp:unknown'],
    ],
    [
      'repositories negative',
      { kind: 'installation', token: 't', installationId: 1, repositories: -1 },
      ['github.callers[0].repositories:range'],
    ],
    [
      'repositories missing',
      { kind: 'installation', token: 't', installationId: 1 },
      ['github.callers[0].repositories:required'],
    ],
    [
      'users not a number',
      { kind: 'installation', token: 't', installationId: 1, repositories: 2, users: '3' },
      ['github.callers[0].users:type'],
    ],
    ['clientId bad', { kind: 'oauth-app', token: 't', clientId: 'a b' }, ['github.callers[0].clientId:pattern']],
    [
      'repository bad',
      { kind: 'actions', token: 't', repository: 'justone' },
      ['github.callers[0].repository:pattern'],
    ],
    ['ip bad', { kind: 'unauthenticated', ip: 'localhost' }, ['github.callers[0].ip:pattern']],
    [
      'token on unauthenticated',
      { kind: 'unauthenticated', ip: '10.0.0.1', token: 't' },
      ['github.callers[0].token:unknown'],
    ],
    ['id bad', { kind: 'user', token: 't', userId: 1, id: '-x' }, ['github.callers[0].id:pattern']],
    ['name empty', { kind: 'user', token: 't', userId: 1, name: '' }, ['github.callers[0].name:length']],
    [
      'login with a double hyphen',
      { kind: 'user', token: 't', userId: 1, login: 'a--b' },
      ['github.callers[0].login:pattern'],
    ],
    [
      'login too long',
      { kind: 'app-user', token: 't', userId: 1, login: 'a'.repeat(40) },
      ['github.callers[0].login:length'],
    ],
    [
      'login on an installation',
      { kind: 'installation', token: 't', installationId: 1, repositories: 0, login: 'x' },
      ['github.callers[0].login:unknown'],
    ],
    ['scopes not a list', { kind: 'user', token: 't', userId: 1, scopes: 'repo' }, ['github.callers[0].scopes:type']],
    [
      'a scope with a space',
      { kind: 'oauth-app-user', token: 't', userId: 1, scopes: ['repo', 'read org'] },
      ['github.callers[0].scopes[1]:pattern'],
    ],
  ];
  it.each(MUTATIONS)('%s', (_name, caller, expected) => {
    expect(paths({ callers: [caller] })).toEqual(expected);
  });
  it('reports every problem at once, and duplicate tokens and ids by index', () => {
    const result = paths({
      callers: [
        { kind: 'user', token: 'same', userId: 1 },
        { kind: 'user', token: 'same', userId: 'x', id: 'user-0' },
      ],
    });
    expect(result.sort()).toEqual([
      'github.callers[1].id:unique',
      'github.callers[1].token:unique',
      'github.callers[1].userId:type',
    ]);
  });
  it('property: every generated valid caller is accepted, and dropping a required member names exactly it', () => {
    const token = fc.stringMatching(/^[\x21-\x7e]{1,40}$/);
    const id = fc.integer({ min: 1, max: 1e9 });
    const caller: fc.Arbitrary<GithubCaller> = fc.oneof(
      fc.record({ kind: fc.constant('user' as const), token, userId: id }),
      fc.record({
        kind: fc.constantFrom('app-user' as const, 'oauth-app-user' as const),
        token,
        userId: id,
        enterpriseOwnedApp: fc.boolean(),
      }),
      fc.record({
        kind: fc.constant('installation' as const),
        token,
        installationId: id,
        repositories: fc.nat(5000),
        users: fc.nat(5000),
        enterprise: fc.boolean(),
      }),
      fc.record({
        kind: fc.constant('oauth-app' as const),
        token,
        clientId: fc.stringMatching(/^[A-Za-z0-9._-]{1,20}$/),
        enterprise: fc.boolean(),
      }),
      fc.record({
        kind: fc.constant('actions' as const),
        token,
        repository: fc.constant('o/r'),
        enterprise: fc.boolean(),
      }),
      fc.record({ kind: fc.constant('unauthenticated' as const), ip: fc.ipV4() }),
    );
    const REQUIRED: Record<string, string[]> = {
      user: ['token', 'userId'],
      'app-user': ['token', 'userId'],
      'oauth-app-user': ['token', 'userId'],
      installation: ['token', 'installationId', 'repositories'],
      'oauth-app': ['token', 'clientId'],
      actions: ['token', 'repository'],
      unauthenticated: ['ip'],
    };
    fc.assert(
      fc.property(caller, fc.nat(), (c, pick) => {
        expect(paths({ callers: [c] })).toEqual([]);
        const required = REQUIRED[c.kind]!;
        const drop = required[pick % required.length]!;
        const mutated: Record<string, unknown> = { ...c };
        delete mutated[drop];
        expect(paths({ callers: [mutated] })).toEqual([`github.callers[0].${drop}:required`]);
      }),
    );
  });
});

describe('labels', () => {
  it('every kind has a label with a fingerprint (except unauthenticated) and never the token', () => {
    for (const c of ALL_CALLERS) {
      const label = callerLabel(c);
      if (c.kind === 'unauthenticated') expect(label).toContain(c.ip);
      else {
        expect(label).toContain(`fp ${tokenFingerprint(c.token)}`);
        expect(label).not.toContain(c.token);
      }
    }
    expect(new Set(ALL_CALLERS.map((c) => c.kind))).toEqual(new Set(CALLER_KINDS));
  });
});
