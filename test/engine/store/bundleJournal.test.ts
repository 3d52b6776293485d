// App bundles and the tags of AppFabric and AppFlow resources in the engine's journal store: a new engine on the
// same file replays created and deleted bundles (dataset ones included), their client tokens and the tag sets; a
// second engine sharing the file sees the first one's bundle before creating its own.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isServiceError } from '../../../src/domain/errors.js';
import { createEngine, createJournalStore, demoDataset } from '../../../src/engine/index.js';
import { DEMO_APP_BUNDLE_ARNS } from '../../../src/engine/demo/dataset.js';

const journalPath = (): string => join(mkdtempSync(join(tmpdir(), 'switchyard-bundle-journal-')), 'state.journal');
const engineOn = (path: string) => createEngine({ dataset: demoDataset(), store: createJournalStore(path) });
const EU_BUNDLE = DEMO_APP_BUNDLE_ARNS[1];
const TOKEN = '5d0c2b1a-3e4f-4a6b-8c7d-9e0f1a2b3c4d';

async function bundleArns(engine: ReturnType<typeof engineOn>): Promise<string[]> {
  return (await engine.appAuthorizations.listAppBundles({})).appBundleSummaryList.map((b) => b.arn);
}

describe('app bundles and tags in the journal store', () => {
  it('replays a deleted dataset bundle, a created one with its key, token and tags, and profile tags', async () => {
    const path = journalPath();
    const first = engineOn(path);
    await first.appAuthorizations.deleteAppBundle({ appBundleIdentifier: EU_BUNDLE });
    const caller = { region: 'eu-west-1' };
    const { appBundle } = await first.appAuthorizations.createAppBundle(
      {
        clientToken: TOKEN,
        customerManagedKeyIdentifier: 'arn:aws:kms:eu-west-1:111122223333:key/k',
        tags: [{ key: 'env', value: 'test' }],
      },
      { caller },
    );
    await first.appAuthorizations.tagResource({ resourceArn: appBundle.arn, tags: [{ key: 'owner', value: 'bo' }] });
    await first.appAuthorizations.untagResource({ resourceArn: appBundle.arn, tagKeys: ['env'] });
    const profile = (await first.connectorProfiles.describe({ maxResults: 1 })).connectorProfileDetails![0]!;
    await first.connectorProfiles.tagResource({ resourceArn: profile.connectorProfileArn!, tags: { team: 'core' } });
    const expected = await bundleArns(first);
    expect(expected).not.toContain(EU_BUNDLE);
    expect(expected).toContain(appBundle.arn);

    const second = engineOn(path);
    expect(await bundleArns(second)).toEqual(expected);
    expect((await second.appAuthorizations.getAppBundle({ appBundleIdentifier: appBundle.arn })).appBundle).toEqual(
      appBundle,
    );
    expect((await second.appAuthorizations.listTagsForResource({ resourceArn: appBundle.arn })).tags).toEqual([
      { key: 'owner', value: 'bo' },
    ]);
    expect(
      (await second.connectorProfiles.listTagsForResource({ resourceArn: profile.connectorProfileArn! })).tags,
    ).toEqual({ team: 'core' });
    // The client token was replayed too: a retry answers the same bundle instead of hitting the quota.
    const retry = await second.appAuthorizations.createAppBundle(
      {
        clientToken: TOKEN,
        customerManagedKeyIdentifier: 'arn:aws:kms:eu-west-1:111122223333:key/k',
        tags: [{ key: 'env', value: 'test' }],
      },
      { caller },
    );
    expect(retry.appBundle).toEqual(appBundle);
  });

  it('a second engine on the same journal sees the first one’s bundle before its own create', async () => {
    const path = journalPath();
    const one = engineOn(path);
    const two = engineOn(path);
    const caller = { region: 'ap-northeast-1' };
    const { appBundle } = await one.appAuthorizations.createAppBundle({}, { caller });
    const refused = await two.appAuthorizations.createAppBundle({}, { caller }).catch((e: unknown) => e);
    expect(isServiceError(refused) && refused.name).toBe('ServiceQuotaExceededException');
    expect(await bundleArns(two)).toContain(appBundle.arn);
    await two.appAuthorizations.deleteAppBundle({ appBundleIdentifier: appBundle.arn });
    expect(await bundleArns(one)).not.toContain(appBundle.arn);
  });
});
