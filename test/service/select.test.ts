import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_COLLABORATION_IDS } from '../../src/engine/index.js';
import { createServices } from '../../src/compose/select.js';

describe('backend selection', () => {
  it('defaults to the engine on the demo dataset, with every port wired', async () => {
    const services = await createServices();
    try {
      expect(services.backend).toEqual({ kind: 'engine', label: 'engine (demo dataset)', shortLabel: 'engine demo' });
      const collaborations = await services.members.listCollaborations();
      expect(collaborations.collaborationList.map((c) => c.id)).toEqual(
        expect.arrayContaining(Object.values(DEMO_COLLABORATION_IDS)),
      );
      expect((await services.appAuthorizations.listAppBundles()).appBundleSummaryList.length).toBeGreaterThanOrEqual(2);
      expect((await services.connectorProfiles.describe({ maxResults: 5 })).connectorProfileDetails).toHaveLength(5);
      expect((await services.rateLimits.listCallers()).length).toBeGreaterThan(0);
      expect(services.rateLimits.mode).toBe('engine');
    } finally {
      services.rateLimits.close();
    }
  });

  it('loads --data FILE and names it in the backend label', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sy-select-'));
    const file = join(dir, 'tiny.json');
    writeFileSync(file, JSON.stringify({ appBundles: [], collaborations: [], connectorProfiles: [] }));
    const services = await createServices({ dataPath: file });
    try {
      expect(services.backend.label).toBe('engine (tiny.json)');
      expect((await services.members.listCollaborations()).collaborationList).toEqual([]);
    } finally {
      services.rateLimits.close();
    }
  });

  it('rejects a bad dataset file with the path of the problem', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sy-select-'));
    const file = join(dir, 'bad.json');
    writeFileSync(file, JSON.stringify({ appBundles: [{ arn: 'nope' }], collaborations: [], connectorProfiles: [] }));
    await expect(createServices({ dataPath: file })).rejects.toThrow(/appBundles\[0\]\.arn/);
  });

  it("the explorer's AWS backend takes --ca-bundle, over AWS_CA_BUNDLE and the profile's ca_bundle", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sy-select-ca-'));
    const config = join(dir, 'config');
    writeFileSync(config, `[default]\nca_bundle = ${join(dir, 'from-profile.pem')}\n`);
    const env = { HOME: dir, AWS_CONFIG_FILE: config, AWS_SHARED_CREDENTIALS_FILE: join(dir, 'none') };
    const aws = {
      backend: 'aws' as const,
      region: 'us-east-1',
      endpointUrl: 'http://127.0.0.1:9',
      noSignRequest: true,
    };
    await expect(createServices({ ...aws, env })).rejects.toThrow(/from-profile\.pem' \(from profile default\)/);
    await expect(createServices({ ...aws, env: { ...env, AWS_CA_BUNDLE: join(dir, 'from-env.pem') } })).rejects.toThrow(
      /from-env\.pem' \(from env AWS_CA_BUNDLE\)/,
    );
    await expect(
      createServices({ ...aws, caBundle: join(dir, 'from-flag.pem'), env: { ...env, AWS_CA_BUNDLE: 'x' } }),
    ).rejects.toThrow(/from-flag\.pem' \(from command line\)/);
  });

  it('uses the GitHub backend for rate limits when a GitHub URL or tokens are given', async () => {
    const services = await createServices({
      githubUrl: 'http://127.0.0.1:9/api/v3',
      githubTokens: ['sy-test-secret-7Hq2Zx'],
    });
    try {
      expect(services.rateLimits.mode).toBe('github');
      expect(services.backend.kind).toBe('engine');
      const callers = await services.rateLimits.listCallers();
      expect(callers).toHaveLength(1);
      expect(JSON.stringify(callers)).not.toContain('sy-test-secret-7Hq2Zx');
    } finally {
      services.rateLimits.close();
    }
  });
});
