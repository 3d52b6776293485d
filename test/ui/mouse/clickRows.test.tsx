// A click selects the row under it on screen 3's list of authorizations (issue 30, addition 5), as on the members
// and profiles: only selects. It never opens, connects or deletes, and while a question about the selected
// authorization is open it moves nothing (the question would then name another row than the one it acts on).
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_APP_BUNDLE_ARNS, demoDataset } from '../../../src/engine/index.js';
import { renderHost, type Host } from '../wizardShellHost.js';

const BUNDLE = DEMO_APP_BUNDLE_ARNS[0];
const click = (column: number, row: number): string => `\u001B[<0;${column};${row}M\u001B[<0;${column};${row}m`;

let host: Host | undefined;
afterEach(() => host?.app.unmount());

/** The 1-based terminal row where `text` is drawn. */
function rowOf(h: Host, text: string): number {
  const index = h.app.lines().findIndex((l) => l.includes(text));
  if (index < 0) throw new Error(`'${text}' is not on the screen:\n${h.app.frame()}`);
  return index + 1;
}

const THREE = [
  ['SLACK', 'Acme Slack'],
  ['ZOOM', 'Beta Zoom'],
  ['ASANA', 'Gamma Asana'],
] as const;

async function threeAuthorizations(
  columns = 80,
  rows = 24,
  listed: readonly (readonly [string, string])[] = THREE,
): Promise<Host> {
  host = renderHost({
    screen: 'authorizations',
    authorizationsList: true,
    dataset: { ...demoDataset(), appAuthorizations: [] },
    columns,
    rows,
  });
  const h = host;
  await h.app.waitForFrame('No authorizations in this bundle');
  for (const [app, tenant] of listed)
    await h.engine.appAuthorizations.create({
      appBundleIdentifier: BUNDLE,
      app,
      authType: 'apiKey',
      credential: { apiKeyCredential: { apiKey: 'k-1' } },
      tenant: { tenantIdentifier: tenant.replace(' ', ''), tenantDisplayName: tenant },
    });
  await h.app.press('R');
  await h.app.waitForFrame(listed[0]![1]);
  return h;
}

describe('a click on the authorizations list', () => {
  it('selects the row under it, and nothing else', async () => {
    const h = await threeAuthorizations();
    expect(h.app.frame()).toMatch(/^›.*Acme Slack/m);
    h.app.stdin.write(click(10, rowOf(h, 'Gamma Asana')));
    await h.app.waitForFrame(/^›.*Gamma Asana/m);
    h.app.stdin.write(click(10, rowOf(h, 'Beta Zoom')));
    await h.app.waitForFrame(/^›.*Beta Zoom/m);
    // The column titles and the bundle line above them are not rows.
    h.app.stdin.write(click(10, rowOf(h, 'STATUS')) + click(10, rowOf(h, 'bundle')));
    // A key after the reports shows they were read before it: `k` moves up from where the clicks left the cursor.
    await h.app.press('k');
    await h.app.waitForFrame(/^›.*Acme Slack/m);
    // No detail opened, nothing asked, nothing changed.
    expect(h.app.frame()).not.toContain('? y/N');
    expect(h.created().map((r) => r.status)).toEqual(['PendingConnect', 'PendingConnect', 'PendingConnect']);
  });

  it('moves nothing while a delete is asked; the answer acts on the row the question names', async () => {
    const h = await threeAuthorizations();
    await h.app.press('d');
    await h.app.waitForFrame((f) => f.includes('Delete SLACK (Acme Slack)') && f.includes('? y/N'));
    h.app.stdin.write(click(10, rowOf(h, 'Gamma Asana')));
    await h.app.press('n');
    await h.app.waitForFrameWithout('? y/N');
    expect(h.app.frame()).toMatch(/^›.*Acme Slack/m);
    expect(h.created()).toHaveLength(3);
  });

  it('selects the row under it at 60x16 too, in a window scrolled down', async () => {
    const tenants = Array.from(
      { length: 14 },
      (_, i) => ['SLACK', `Tenant ${String(i + 1).padStart(2, '0')}`] as const,
    );
    const h = await threeAuthorizations(60, 16, tenants);
    await h.app.press('G');
    await h.app.waitForFrame(/^›.*Tenant 14/m);
    expect(h.app.frame()).not.toContain('Tenant 01');
    const top = h.app.lines().find((l) => /Tenant \d\d/.test(l))!;
    const name = /Tenant \d\d/.exec(top)![0];
    h.app.stdin.write(click(5, rowOf(h, name)));
    await h.app.waitForFrame(new RegExp(`^›.*${name}`, 'm'));
  });
});
