// Writes text captures of each screen, rendered for real (the explorer on the engine with the demo dataset, in the
// harness's emulated terminal), to assets/screens/ for docs/explorer.md. Run: npx tsx test/helpers/captureScreens.tsx
process.env.NODE_ENV = 'production';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const { createServices } = await import('../../src/compose/select.js');
const { DEMO_COLLABORATION_IDS } = await import('../../src/engine/index.js');
const { renderExplorer } = await import('./renderExplorer.js');
const { CONNECTOR_TYPES } = await import('../../src/domain/appflow/types.js');

const OUT = 'assets/screens';
mkdirSync(OUT, { recursive: true });

type Ui = ReturnType<typeof renderExplorer>;

async function capture(
  name: string,
  size: { columns: number; rows: number },
  screen: 'members' | 'profiles' | 'authorizations' | 'ratelimits',
  steps: (ui: Ui) => Promise<void>,
  options: { screenReader?: boolean } = {},
): Promise<void> {
  const services = await createServices({ backend: 'engine' });
  const ui = renderExplorer({ services, initialScreen: screen, ...size, screenReader: options.screenReader });
  // Accessible mode names the keys in words (`Keys: ...`) in place of the hint line.
  await ui.waitForFrame(options.screenReader === true ? 'Keys:' : '? help');
  await steps(ui);
  // Let the last throttled frame land (hint line and crumbs follow their screen by one frame): wait until the
  // screen has not changed for a while. A capture script, not a test: a settle wait is fine here.
  let frame = ui.frame();
  for (let stable = 0; stable < 4;) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const next = ui.frame();
    stable = next === frame ? stable + 1 : 0;
    frame = next;
  }
  writeFileSync(join(OUT, `${name}.txt`), `${frame}\n`);
  console.log(`${name}.txt (${size.columns}x${size.rows})`);
  ui.unmount();
  services.rateLimits.close();
}

const wide = { columns: 100, rows: 30 };
await capture('members-picker', wide, 'members', async (ui) => {
  await ui.waitForFrame('Relecloud audience overlap exchange');
});
await capture('members-table', wide, 'members', async (ui) => {
  await ui.waitForFrame('Relecloud');
  await ui.press('j', 'j', 'enter');
  await ui.waitForFrame('100 loaded of at least 101');
  await ui.press('s', 'j', 'j');
  await ui.waitForFrame('row 3 of');
});
await capture('member-detail', wide, 'members', async (ui) => {
  await ui.waitForFrame('Relecloud');
  await ui.press('j', 'j', 'enter');
  await ui.waitForFrame('100 loaded');
  await ui.press('enter');
  await ui.waitForFrame('synthetic data generation');
  await ui.waitForFrame(`Members > Relecloud`);
  await ui.waitForFrameWithout('] next page');
});
await capture('members-80x24', { columns: 80, rows: 24 }, 'members', async (ui) => {
  ui.app.states.get('members');
  await ui.waitForFrame('Relecloud');
  await ui.press(':');
  await ui.type(`open ${DEMO_COLLABORATION_IDS.pharma}`);
  await ui.press('enter');
  await ui.waitForFrame('Lucerne oncology trial analytics · 100 loaded');
  await ui.press('/');
  await ui.type('active');
  await ui.press('enter');
  await ui.waitForFrame("filter 'active'");
});
await capture('members-60x16', { columns: 60, rows: 16 }, 'members', async (ui) => {
  await ui.waitForFrame('Relecloud');
  await ui.press('enter');
  await ui.waitForFrame(/\(all \d|loaded of at least/);
  await ui.waitForFrame('] next page');
});
for (const size of [
  { columns: 80, rows: 24 },
  { columns: 60, rows: 16 },
]) {
  await capture(`member-detail-${size.columns}x${size.rows}`, size, 'members', async (ui) => {
    await ui.waitForFrame('Relecloud');
    await ui.press('j', 'j', 'enter');
    await ui.waitForFrame('100 loaded');
    await ui.press('enter');
    await ui.waitForFrame('j/k scrolls');
    await ui.waitForFrameWithout('] next page');
    // Down to the membership ARN, wrapped onto continuation lines.
    for (let i = 0; i < 4; i += 1) await ui.press('j');
  });
  await capture(`profiles-${size.columns}x${size.rows}`, size, 'profiles', async (ui) => {
    await ui.waitForFrame(/\d+ profiles (\(all \d+\) )?· /);
  });
  await capture(`profile-detail-${size.columns}x${size.rows}`, size, 'profiles', async (ui) => {
    await ui.waitForFrame(/\d+ profiles (\(all \d+\) )?· /);
    await ui.press('t', 'j', 'enter');
    await ui.waitForFrame('type Salesforce');
    await ui.press('j', 'enter');
    await ui.waitForFrame('Provisioning:');
    await ui.waitForFrame(/Profiles > \S/);
    await ui.waitForFrameWithout('l label');
  });
}
await capture('profiles-tree', wide, 'profiles', async (ui) => {
  await ui.waitForFrame(/\d+ profiles (\(all \d+\) )?· /);
});
await capture('profiles-type-picker', wide, 'profiles', async (ui) => {
  await ui.waitForFrame(/\d+ profiles (\(all \d+\) )?· /);
  await ui.press('t');
  await ui.waitForFrame('Connector type');
  await ui.press('j');
});
for (const [name, type] of [
  ['profile-detail-salesforce', 'Salesforce'],
  ['profile-detail-sapodata', 'SAPOData'],
  ['profile-detail-custom', 'CustomConnector'],
] as const) {
  await capture(name, { columns: 110, rows: 34 }, 'profiles', async (ui) => {
    await ui.waitForFrame(/\d+ profiles (\(all \d+\) )?· /);
    await ui.press('t');
    await ui.waitForFrame('Connector type');
    // The picker lists `all types` first, then the connector types in the model's order.
    const index = CONNECTOR_TYPES.indexOf(type) + 1;
    for (let i = 0; i < index; i += 1) await ui.press('j');
    await ui.press('enter');
    await ui.waitForFrame(`type ${type}`);
    await ui.press('j', 'enter');
    await ui.waitForFrame('Provisioning:');
    await ui.waitForFrame(/Profiles > \S/);
    await ui.waitForFrameWithout('l label');
  });
}
await capture('help-members', wide, 'members', async (ui) => {
  await ui.press('?');
  await ui.waitForFrame('Help: Members');
});
await capture('command-line', wide, 'members', async (ui) => {
  await ui.waitForFrame('Relecloud');
  await ui.press(':');
  await ui.type('open c47e9a12-6d3b-4f80-b5e1-9f2a7d4c8e03');
});
await capture('authorizations', wide, 'authorizations', async (ui) => {
  await ui.waitForFrame('4 authorizations');
});
await capture('wizard-bundle', wide, 'authorizations', async (ui) => {
  await ui.waitForFrame('4 authorizations');
  await ui.press('n');
  await ui.waitForFrame('Client token');
});
await capture('rate-limits', wide, 'ratelimits', async (ui) => {
  await ui.waitForFrame(/remaining|core/i);
});
// Accessible mode (INK_SCREEN_READER=true / --screen-reader): what a screen reader is given, in words.
await capture(
  'members-table-screen-reader',
  { columns: 80, rows: 24 },
  'members',
  async (ui) => {
    await ui.waitForFrame('Relecloud');
    await ui.press('j', 'j', 'enter');
    await ui.waitForFrame('100 loaded');
    await ui.press('j');
    await ui.waitForFrame(/row 2 of/);
  },
  { screenReader: true },
);
await capture(
  'authorizations-screen-reader',
  { columns: 80, rows: 24 },
  'authorizations',
  async (ui) => {
    await ui.waitForFrame('4 authorizations');
  },
  { screenReader: true },
);
await capture(
  'rate-limits-screen-reader',
  { columns: 80, rows: 24 },
  'ratelimits',
  async (ui) => {
    await ui.waitForFrame(/remaining|core/i);
  },
  { screenReader: true },
);
