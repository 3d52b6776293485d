// Recent collaborations are kept per backend, endpoint and dataset: one opened on the demo engine is no ★ recent on
// another dataset or on AWS, and a recent the backend answers as not found is dropped from the list.
import { afterEach, describe, expect, it } from 'vitest';
import { renderExplorer, type ExplorerHarness } from '../../helpers/renderExplorer.js';
import { BIG_COLLABORATION, createFakeServices } from '../../helpers/fakeServices.js';
import { memorySettings } from '../../../src/settings/settings.js';
import { recentsContextOf } from '../../../src/state/members/recentsContext.js';

const GONE = '9f9f9f9f-0000-4000-8000-000000000000';

describe('recent collaborations per context', () => {
  let ui: ExplorerHarness | undefined;
  afterEach(() => ui?.unmount());

  it('a collaboration opened on the demo engine is no ★ recent on another dataset, and the other way round', async () => {
    const settings = memorySettings();
    ui = renderExplorer({ services: createFakeServices({ bigCount: 10 }), settings });
    await ui.waitForFrame('Ad measurement');
    await ui.press('enter');
    await ui.waitForFrame('Retail panel · 10 loaded');
    expect(settings.get().recentCollaborations).toEqual([BIG_COLLABORATION]);
    ui.unmount();

    // The same settings, another dataset: the picker lists Retail panel, but not as a recent.
    const other = createFakeServices({ bigCount: 10 });
    other.backend = { ...other.backend, commandFlags: ['--data', '/data/panel.json'] };
    ui = renderExplorer({ services: other, settings });
    const picker = await ui.waitForFrame('Ad measurement');
    expect(picker).not.toContain('★ Retail panel');
    await ui.press('j', 'enter');
    await ui.waitForFrame('Ad measurement ·');
    expect(settings.get().recentCollaborationsByContext).toEqual({
      'engine --data /data/panel.json': [expect.any(String)],
    });
    expect(settings.get().recentCollaborations).toEqual([BIG_COLLABORATION]);
    ui.unmount();

    // Back on the demo engine: only its own recent is starred.
    ui = renderExplorer({ services: createFakeServices({ bigCount: 10 }), settings });
    const back = await ui.waitForFrame('Ad measurement');
    expect(back).toContain('★ Retail panel');
    expect(back).not.toContain('★ Ad measurement');
  });

  it('a recent that fails as not found is dropped', async () => {
    const settings = memorySettings({ recentCollaborations: [GONE, BIG_COLLABORATION] });
    ui = renderExplorer({ services: createFakeServices({ bigCount: 10 }), settings });
    // The name column shows the ID cut to its width (the Members column beside it takes the rest).
    await ui.waitForFrame(`★ ${GONE.slice(0, 20)}`);
    await ui.press('enter');
    await ui.waitForFrame('Not found: removed from the recent collaborations');
    expect(settings.get().recentCollaborations).toEqual([BIG_COLLABORATION]);
    await ui.press('escape');
    const picker = await ui.waitForFrame('★ Retail panel');
    expect(picker).not.toContain(`★ ${GONE.slice(0, 20)}`);
  });

  it('the context: backend kind and the flags that select endpoint and dataset, not the trust flags', () => {
    expect(recentsContextOf({ kind: 'engine', label: 'engine (demo dataset)' })).toBe('engine');
    expect(recentsContextOf({ kind: 'engine', label: '', commandFlags: [] })).toBe('engine');
    expect(
      recentsContextOf({
        kind: 'aws',
        label: '',
        commandFlags: ['--endpoint-url', 'http://127.0.0.1:4566', '--region', 'us-east-1', '--ca-bundle', '/ca.pem'],
      }),
    ).toBe('aws --endpoint-url http://127.0.0.1:4566 --region us-east-1');
  });
});
