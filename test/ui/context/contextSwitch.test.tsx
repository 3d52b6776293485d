// `:profile`, `:region` and `:endpoint` in the running explorer, with fake services and AWS config files in a temp
// dir: completion from the files, the switch (the header shows the new context, the old services are closed, the
// screen loads again from the new ones), a bad value (named, nothing changed), a dirty screen (asked first), and the
// engine (the rule named).
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClosableServices } from '../../../src/compose/select.js';
import { loadProfileRegions } from '../../../src/service/awsSettings/profileNames.js';
import type { ExplorerArgs } from '../../../src/ui/args.js';
import { createContextSwitcher } from '../../../src/ui/context/contextSwitcher.js';
import { commandFlagsFor } from '../../../src/ui/commandContext.js';
import { memorySettings } from '../../../src/settings/settings.js';
import { writeAwsFiles } from '../../helpers/awsConfigFiles.js';
import { SMALL_COLLABORATION } from '../../helpers/fakeServices.js';
import { clipboardTexts } from '../../helpers/clipboard.js';
import { createFakeServices, type FakeServices } from '../../helpers/fakeServices.js';
import { renderExplorer, type ExplorerHarness } from '../../helpers/renderExplorer.js';

interface Opened {
  services: FakeServices & ClosableServices;
  closed: number;
}

function servicesOn(args: ExplorerArgs, kind: 'aws' | 'engine'): Opened {
  const fake = createFakeServices();
  const opened: Opened = { services: undefined as never, closed: 0 };
  const region = args.region ?? 'us-east-1';
  fake.backend =
    kind === 'engine'
      ? { kind: 'engine', label: 'engine (demo dataset)' }
      : {
          kind: 'aws',
          label: `aws ${region}${args.profile !== undefined ? ` (profile ${args.profile})` : ''}`,
          shortLabel: `${args.profile !== undefined ? `${args.profile}@` : ''}${region}`,
          region,
        };
  // As startExplorer's servicesFor does: the flags a copied command carries, and the recents context, follow.
  fake.backend = { ...fake.backend, commandFlags: commandFlagsFor(args, fake.backend) };
  opened.services = Object.assign(fake, { close: () => (opened.closed += 1) });
  return opened;
}

function setup(kind: 'aws' | 'engine' = 'aws', gate?: Promise<void>) {
  const env = writeAwsFiles();
  const args: ExplorerArgs = { help: false, backend: kind, ...(kind === 'aws' ? { region: 'us-east-1' } : {}) };
  const first = servicesOn(args, kind);
  const opened: Opened[] = [first];
  const context = createContextSwitcher({
    args,
    services: first.services,
    open: async (next) => {
      await gate;
      const made = servicesOn(next, next.backend === 'aws' ? 'aws' : 'engine');
      opened.push(made);
      return made.services;
    },
    loadProfiles: () => loadProfileRegions(env),
  });
  return { first, opened, context };
}

describe('context in place', () => {
  let ui: ExplorerHarness | undefined;
  afterEach(() => ui?.unmount());

  it(':profile completes from the config files and switches; the screen loads from the new services', async () => {
    const { first, opened, context } = setup();
    ui = renderExplorer({ columns: 100, rows: 24, services: first.services, context });
    await ui.waitForFrame(/^›.*Retail panel/m);
    expect(ui.lines()[0]).toContain('aws us-east-1');
    await ui.press(':');
    await ui.type('profile d');
    await ui.waitForFrame(/^default {2}dev {2}devops {2}\(Tab completes\)$/m);
    await ui.press('backspace');
    await ui.type('p');
    await ui.waitForFrame(/^prod {2}\(Tab completes\)$/m);
    await ui.press('tab');
    await ui.waitForFrame(/^:profile prod$/m);
    await ui.press('enter');
    await ui.waitForFrame((f) => f.split('\n')[0]!.includes('aws us-east-1 (profile prod)'));
    expect(opened).toHaveLength(2);
    expect(first.closed).toBe(1);
    expect(opened[1]!.closed).toBe(0);
    await ui.waitForFrame(/^›.*Retail panel/m);
    expect(opened[1]!.services.calls.listCollaborations).toBeGreaterThan(0);
    await ui.waitForFrame('Now on aws us-east-1 (profile prod)');
  });

  it('two profiles matching: the line above lists both, also when the name and Tab come in one write', async () => {
    const { first, context } = setup();
    ui = renderExplorer({ columns: 80, rows: 24, services: first.services, context });
    await ui.waitForFrame(/^›.*Retail panel/m);
    // tmux `send-keys ':profile dev' Tab`: the text and the Tab reach the line in one chunk. The line used to refuse
    // it as a paste and show `:` alone, with every command listed above it instead of the profiles.
    ui.stdin.write(':profile dev\t');
    await ui.waitForFrame(/^dev {2}devops$/m);
    expect(ui.frame()).toMatch(/^:profile dev$/m);
    await ui.type('o');
    await ui.waitForFrame(/^devops {2}\(Tab completes\)$/m);
  });

  it('a Tab in the same write as the line completes from the profiles, read once the line opened', async () => {
    const { first, context } = setup();
    ui = renderExplorer({ columns: 80, rows: 24, services: first.services, context });
    await ui.waitForFrame(/^›.*Retail panel/m);
    // The profiles are read when the line opens; the Tab, already there, used to complete from none.
    ui.stdin.write(':profile p\t');
    await ui.waitForFrame(/^:profile prod$/m);
    await ui.press('escape');
    await ui.waitForFrameWithout(/^:profile prod$/m);
    // Text, Tab and Enter in one write at the open line: typed, completed, run.
    await ui.press(':');
    await ui.type('profile p');
    await ui.waitForFrame(/^prod {2}\(Tab completes\)$/m);
    await ui.press('backspace');
    await ui.waitForFrame(/^default {2}dev {2}devops {2}prod$/m);
    ui.stdin.write('p\t\r');
    await ui.waitForFrame('Now on aws us-east-1 (profile prod)');
    // A Tab that completes nothing (`dev` begins dev and devops): the Enter after it still reaches the line.
    await ui.press(':');
    await ui.type('profile d');
    await ui.press('backspace');
    await ui.waitForFrame(/^default {2}dev {2}devops {2}prod$/m);
    ui.stdin.write('dev\t\r');
    await ui.waitForFrame('Now on aws us-east-1 (profile dev)');
  });

  it('a bad value names the field and the rule and changes nothing', async () => {
    const { first, opened, context } = setup();
    ui = renderExplorer({ columns: 80, rows: 24, services: first.services, context });
    await ui.waitForFrame(/^›.*Retail panel/m);
    for (const [typed, message] of [
      ['profile nobody', "Unknown profile 'nobody'"],
      ['region mars-1', "Unknown Region 'mars-1'"],
      ['endpoint ftp://x', ':endpoint takes an http:// or https:// URL'],
    ] as const) {
      await ui.press(':');
      await ui.type(typed);
      await ui.press('enter');
      await ui.waitForFrame(message);
    }
    expect(opened).toHaveLength(1);
    expect(first.closed).toBe(0);
    expect(ui.lines()[0]).toContain('aws us-east-1');
  });

  it('asks first when a screen holds unsaved input', async () => {
    const { first, opened, context } = setup();
    ui = renderExplorer({ columns: 80, rows: 24, services: first.services, context });
    await ui.waitForFrame(/^›.*Retail panel/m);
    // What the wizard declares once something is typed in it.
    ui.app.shellStore.getState().actions.setDirty('authorizations', true);
    await ui.press(':');
    await ui.type('region eu-west-1');
    await ui.press('enter');
    await ui.waitForFrame('discard what was entered in');
    await ui.press('n');
    await ui.waitForFrameWithout('discard what was entered in');
    expect(opened).toHaveLength(1);
    await ui.press(':');
    await ui.type('region eu-west-1');
    await ui.press('enter');
    await ui.waitForFrame('discard what was entered in');
    await ui.press('y');
    await ui.waitForFrame((f) => f.split('\n')[0]!.includes('aws eu-west-1'));
    expect(opened).toHaveLength(2);
  });

  it('on the engine, :region names the rule, and :endpoint moves to the AWS backend', async () => {
    const { first, opened, context } = setup('engine');
    ui = renderExplorer({ columns: 80, rows: 24, services: first.services, context });
    await ui.waitForFrame(/^›.*Retail panel/m);
    await ui.press(':');
    await ui.type('region eu-west-1');
    await ui.press('enter');
    await ui.waitForFrame(':region applies to the AWS backend');
    expect(opened).toHaveLength(1);
    await ui.press(':');
    await ui.type('endpoint http://127.0.0.1:4566');
    await ui.press('enter');
    await ui.waitForFrame((f) => f.split('\n')[0]!.includes('aws us-east-1'));
    expect(first.closed).toBe(1);
  });

  it("uses the new context's recent collaborations and copies commands with its flags", async () => {
    const { first, context } = setup();
    const settings = memorySettings({
      recentCollaborationsByContext: { 'aws --region eu-west-1 --profile dev': [SMALL_COLLABORATION] },
    });
    ui = renderExplorer({ columns: 100, rows: 24, services: first.services, context, settings });
    const before = await ui.waitForFrame(/^›.*Retail panel/m);
    expect(before).not.toContain('★ Ad measurement');
    await ui.press(':');
    await ui.type('profile dev');
    await ui.press('enter');
    await ui.waitForFrame('Now on aws us-east-1 (profile dev)');
    await ui.press(':');
    await ui.type('region eu-west-1');
    await ui.press('enter');
    await ui.waitForFrame('★ Ad measurement');
    // C on the picker: the command for the collaboration under the cursor, with the new context's flags.
    await ui.press('C');
    await ui.waitForFrame('Copied');
    const copied = clipboardTexts(ui.stdout.rawChunks().join(''));
    expect(copied.at(-1)).toMatch(/--region eu-west-1 --profile dev$/);
  });

  it('Ctrl+C while the new backend opens keeps the current context and closes the new services', async () => {
    let release = (): void => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { first, opened, context } = setup('aws', gate);
    ui = renderExplorer({ columns: 100, rows: 24, services: first.services, context });
    await ui.waitForFrame(/^›.*Retail panel/m);
    await ui.press(':');
    await ui.type('region eu-west-1');
    await ui.press('enter');
    await ui.waitForFrame('Switching to region eu-west-1');
    await ui.press('ctrl+c');
    await ui.waitForFrame('Cancelled: Switching to region eu-west-1');
    release();
    await vi.waitFor(() => expect(opened[1]?.closed).toBe(1));
    expect(first.closed).toBe(0);
    expect(ui.lines()[0]).toContain('aws us-east-1');
    expect(ui.frame()).not.toContain('Now on');
  });

  it('shows the context at 60 columns', async () => {
    const { first, context } = setup();
    ui = renderExplorer({ columns: 60, rows: 16, services: first.services, context });
    await ui.waitForFrame(/^›.*Retail panel/m);
    await ui.press(':');
    await ui.type('profile devops');
    await ui.press('enter');
    await ui.waitForFrame((f) => f.split('\n')[0]!.includes('devops@us-east-1'));
  });
});
