// The shell's own questions (quit or leave with the wizard's input unsaved) take no typeahead: a `y` that arrived in
// the same write as the `q` or the screen key that asked is never its answer.
import { afterEach, describe, expect, it } from 'vitest';
import { renderHost, type Host } from '../wizardShellHost.js';

let host: Host | undefined;
afterEach(() => {
  host?.app.unmount();
  host = undefined;
});

/** The wizard with something typed into its bundle field, the field left: `q` then asks before quitting. */
async function dirtyWizard(): Promise<Host> {
  const h = renderHost({ screen: 'authorizations' });
  await h.app.waitForFrame('appbundle/3f1c2a9e');
  await h.app.press('down', 'down');
  await h.app.waitForFrame('› ARN or UUID');
  await h.app.type('arn-typo');
  await h.app.waitForFrame('arn-typo');
  await h.app.press('escape');
  await h.app.waitForFrame(() => h.shellStore.getState().typing.authorizations === false);
  return h;
}

describe('the quit question', () => {
  it('qy in one write asks and does not quit; a y of its own does', async () => {
    host = await dirtyWizard();
    host.app.stdin.write('qy');
    await host.app.waitForFrame((f) => f.includes('Quit and discard') && f.includes('(y/n)'));
    expect(host.shellStore.getState().quitRequested).toBe(false);
    await host.app.press('y');
    await host.app.waitForFrame(() => host!.shellStore.getState().quitRequested);
  });

  it('1y in one write asks before leaving the wizard and stays on it', async () => {
    host = await dirtyWizard();
    host.app.stdin.write('1y');
    await host.app.waitForFrame((f) => f.includes('discard') && f.includes('(y/n)'));
    expect(host.shellStore.getState().screen).toBe('authorizations');
    await host.app.press('n');
    await host.app.waitForFrameWithout('(y/n)');
    expect(host.app.frame()).toContain('arn-typo');
  });
});
