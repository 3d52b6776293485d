// AppFabric create-app-bundle, delete-app-bundle and the tag commands of AppFabric and AppFlow from the command line
// (the shipped bundle, on the embedded engine; runs sharing a state directory see each other's writes). Refusals are
// the service's errors (exit 254), or named parameter errors before any call (exit 252).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_APP_BUNDLE_ARNS } from '../../src/engine/index.js';
import { BUNDLE, run } from './helpers/run.js';

const EU_BUNDLE = DEMO_APP_BUNDLE_ARNS[1]!;

describe('appfabric bundle and tag commands, appflow tag commands', () => {
  it('refuse a second bundle in a Region and the delete of a bundle with authorizations; delete and tag', async () => {
    const env = { XDG_STATE_HOME: mkdtempSync(join(tmpdir(), 'switchyard-bundle-cmd-')) };
    const go = (argv: string[]) => run(argv, { env });

    const quota = await go(['appfabric', 'create-app-bundle']);
    expect(quota.code).toBe(254);
    expect(quota.stderr).toContain('(ServiceQuotaExceededException) when calling the CreateAppBundle operation');
    const held = await go(['appfabric', 'delete-app-bundle', '--app-bundle-identifier', BUNDLE]);
    expect(held.code).toBe(254);
    expect(held.stderr).toContain('(ConflictException) when calling the DeleteAppBundle operation');
    expect(held.stderr).toContain('still holds 4 app authorizations');

    expect((await go(['appfabric', 'delete-app-bundle', '--app-bundle-identifier', EU_BUNDLE])).code).toBe(0);
    const listed = await go(['appfabric', 'list-app-bundles']);
    expect(JSON.parse(listed.stdout)).toEqual({ appBundleSummaryList: [{ arn: BUNDLE }] });

    const tagged = await go([
      'appfabric',
      'tag-resource',
      '--resource-arn',
      BUNDLE,
      '--tags',
      'key=env,value=test',
      'key=team,value=core',
    ]);
    expect(tagged.code).toBe(0);
    expect((await go(['appfabric', 'untag-resource', '--resource-arn', BUNDLE, '--tag-keys', 'env'])).code).toBe(0);
    const tags = await go(['appfabric', 'list-tags-for-resource', '--resource-arn', BUNDLE]);
    expect(JSON.parse(tags.stdout)).toEqual({ tags: [{ key: 'team', value: 'core' }] });
  });

  it('tag an AppFlow profile with a map; a reserved key is refused by name before any call', async () => {
    const env = { XDG_STATE_HOME: mkdtempSync(join(tmpdir(), 'switchyard-appflow-tags-cmd-')) };
    const go = (argv: string[]) => run(argv, { env });
    const described = await go(['appflow', 'describe-connector-profiles', '--max-results', '1']);
    const arn = JSON.parse(described.stdout).connectorProfileDetails[0].connectorProfileArn as string;
    expect((await go(['appflow', 'tag-resource', '--resource-arn', arn, '--tags', 'env=test,cost=42'])).code).toBe(0);
    const listed = await go(['appflow', 'list-tags-for-resource', '--resource-arn', arn]);
    expect(JSON.parse(listed.stdout)).toEqual({ tags: { env: 'test', cost: '42' } });
    const reserved = await go(['appflow', 'tag-resource', '--resource-arn', arn, '--tags', 'aws:owner=me']);
    expect(reserved.code).toBe(252);
    expect(reserved.stderr).toContain('Invalid value for parameter --tags (tags["aws:owner"])');
  });
});
