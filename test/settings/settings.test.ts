import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { defaultSettingsDirectory, loadSettings, withRecentCollaboration } from '../../src/settings/settings.js';
import { DEFAULT_SETTINGS, RECENT_COLLABORATIONS_MAX } from '../../src/settings/types.js';

describe('settings (conf)', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'sy-settings-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('starts from defaults and persists updates across loads', async () => {
    const first = loadSettings({ directory: dir });
    expect(first.warnings).toEqual([]);
    expect(first.api.get()).toEqual(DEFAULT_SETTINGS);
    first.api.update({
      lastScreen: 'profiles',
      recentCollaborations: ['c1'],
      thresholds: { warningPercent: 30, criticalPercent: 5 },
    });
    await first.api.flush?.();
    const second = loadSettings({ directory: dir });
    expect(second.api.get()).toMatchObject({
      lastScreen: 'profiles',
      recentCollaborations: ['c1'],
      thresholds: { warningPercent: 30, criticalPercent: 5 },
    });
  });

  it('keeps a corrupt file aside, warns and uses defaults', () => {
    writeFileSync(join(dir, 'config.json'), '{ not json');
    const loaded = loadSettings({ directory: dir, now: () => Date.UTC(2026, 0, 2) });
    expect(loaded.api.get()).toEqual(DEFAULT_SETTINGS);
    expect(loaded.warnings).toHaveLength(1);
    expect(loaded.warnings[0]).toContain('could not be used');
    const aside = readdirSync(dir).filter((f) => f.startsWith('config.json.bad-'));
    expect(aside).toEqual(['config.json.bad-2026-01-02T00-00-00-000Z']);
    expect(readFileSync(join(dir, aside[0] ?? ''), 'utf8')).toBe('{ not json');
  });

  it('leaves out a key that is not a setting (such as a token), keeps the rest, and never writes it back', async () => {
    writeFileSync(
      join(dir, 'config.json'),
      JSON.stringify({ ...DEFAULT_SETTINGS, recentCollaborations: ['c1'], githubToken: 'sy-test-secret-7Hq2Zx' }),
    );
    const loaded = loadSettings({ directory: dir });
    expect(loaded.warnings[0]).toMatch(/Settings: githubToken: not a known key: that value is ignored/);
    expect(loaded.warnings.join(' ')).not.toContain('sy-test-secret-7Hq2Zx');
    expect(loaded.api.get()).toEqual({ ...DEFAULT_SETTINGS, recentCollaborations: ['c1'] });
    loaded.api.update({ lastScreen: 'profiles' });
    await loaded.api.flush?.();
    expect(readFileSync(join(dir, 'config.json'), 'utf8')).not.toContain('sy-test-secret-7Hq2Zx');
    // A key outside the schema cannot be written either.
    expect(() => loaded.api.update({ githubToken: 'sy-test-secret-7Hq2Zx' } as never)).toThrow(
      /not defined by the shape/,
    );
    expect(readFileSync(join(dir, 'config.json'), 'utf8')).not.toContain('sy-test-secret-7Hq2Zx');
  });

  it('one bad value costs only itself: recents and keys stay, the bad key is named with its rule', async () => {
    const file = {
      ...DEFAULT_SETTINGS,
      recentCollaborations: ['c1', 'c2'],
      keys: { 'members.sort': ['o'], 'nav.down': ['xx'] },
      refreshIntervalMs: 5,
    };
    writeFileSync(join(dir, 'config.json'), JSON.stringify(file));
    const loaded = loadSettings({ directory: dir, now: () => Date.UTC(2026, 0, 2) });
    expect(loaded.api.get()).toEqual({
      ...DEFAULT_SETTINGS,
      recentCollaborations: ['c1', 'c2'],
      keys: { 'members.sort': ['o'] },
    });
    expect(loaded.warnings).toHaveLength(1);
    expect(loaded.warnings[0]).toContain('keys.nav.down[0]: one printable character');
    expect(loaded.warnings[0]).toContain('refreshIntervalMs: from 100 to 60,000');
    expect(loaded.warnings[0]).toContain('those values are ignored and the default used');
    // The file as it was is kept beside it; the valid keys are written in its place.
    expect(readFileSync(join(dir, 'config.json.bad-2026-01-02T00-00-00-000Z'), 'utf8')).toBe(JSON.stringify(file));
    await loaded.api.flush?.();
    expect(JSON.parse(readFileSync(join(dir, 'config.json'), 'utf8'))).toEqual(loaded.api.get());
  });

  it('lastScreen takes the words --screen takes', () => {
    for (const [word, screen] of [
      ['limits', 'limits'],
      ['create', 'create'],
      ['Profiles', 'Profiles'],
      ['ratelimits', 'ratelimits'],
    ] as const) {
      writeFileSync(join(dir, 'config.json'), JSON.stringify({ lastScreen: word }));
      const loaded = loadSettings({ directory: dir });
      expect(loaded.warnings).toEqual([]);
      expect(loaded.api.get().lastScreen).toBe(screen);
    }
    writeFileSync(join(dir, 'config.json'), JSON.stringify({ lastScreen: 'buckets' }));
    expect(loadSettings({ directory: dir }).warnings[0]).toContain(
      'lastScreen: one of members, profiles, authorizations, ratelimits',
    );
  });

  it('a file with a missing key takes the default for it', () => {
    writeFileSync(join(dir, 'config.json'), JSON.stringify({ lastScreen: 'ratelimits' }));
    const loaded = loadSettings({ directory: dir });
    expect(loaded.warnings).toEqual([]);
    expect(loaded.api.get()).toEqual({ ...DEFAULT_SETTINGS, lastScreen: 'ratelimits' });
  });

  it('leaves out thresholds where critical is above warning', () => {
    writeFileSync(
      join(dir, 'config.json'),
      JSON.stringify({ ...DEFAULT_SETTINGS, thresholds: { warningPercent: 10, criticalPercent: 20 } }),
    );
    const loaded = loadSettings({ directory: dir });
    expect(loaded.warnings[0]).toContain('thresholds.criticalPercent: must not be above thresholds.warningPercent');
  });

  it('words the broken rule as people read it, not as the AWS validators do', () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ refreshIntervalMs: 5 }, 'Settings: refreshIntervalMs: from 100 to 60,000: '],
      [{ defaultBackend: 'gcp' }, 'Settings: defaultBackend: one of engine, aws: '],
      [{ alerts: 'yes' }, 'Settings: alerts: must be a boolean, got a string: '],
      [{ keys: { 'members.sort': ['xx'] } }, 'Settings: keys.members.sort[0]: one printable character, a named key'],
    ];
    for (const [patch, why] of cases) {
      writeFileSync(join(dir, 'config.json'), JSON.stringify({ ...DEFAULT_SETTINGS, ...patch }));
      const warning = loadSettings({ directory: dir }).warnings[0] ?? '';
      expect(warning).toContain(why);
      expect(warning).not.toMatch(/Member |enum value set|regular expression/);
    }
    writeFileSync(join(dir, 'config.json'), '[]');
    expect(loadSettings({ directory: dir }).warnings[0]).toContain('(must be a structure, got a list)');
  });

  it('an unreadable file is set aside too', async () => {
    if (process.getuid?.() === 0) return; // root reads any file: nothing to prove
    const path = join(dir, 'config.json');
    writeFileSync(path, JSON.stringify(DEFAULT_SETTINGS));
    chmodSync(path, 0o000);
    const loaded = loadSettings({ directory: dir });
    expect(loaded.warnings).toHaveLength(1);
    expect(existsSync(path)).toBe(false);
    expect(readdirSync(dir).some((f) => f.startsWith('config.json.bad-'))).toBe(true);
    loaded.api.update({ lastScreen: 'profiles' });
    await loaded.api.flush?.();
    expect(existsSync(path)).toBe(true); // a fresh one, written on the first change
  });

  it('rejects values outside the schema without changing what is kept', () => {
    const loaded = loadSettings({ directory: dir });
    expect(() => loaded.api.update({ refreshIntervalMs: 5 })).toThrow(/settings:/);
    expect(loaded.api.get().refreshIntervalMs).toBe(DEFAULT_SETTINGS.refreshIntervalMs);
  });

  it('follows XDG_CONFIG_HOME', () => {
    expect(defaultSettingsDirectory({ XDG_CONFIG_HOME: '/x/cfg' }, 'linux')).toBe('/x/cfg/switchyard');
  });

  it('recent collaborations: newest first, unique, bounded (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 1, maxLength: 4 }), { maxLength: 30 }), (ids) => {
        let recent: string[] = [];
        for (const id of ids) recent = withRecentCollaboration(recent, id);
        return (
          recent.length <= RECENT_COLLABORATIONS_MAX &&
          new Set(recent).size === recent.length &&
          (ids.length === 0 || recent[0] === ids[ids.length - 1])
        );
      }),
    );
  });
});
