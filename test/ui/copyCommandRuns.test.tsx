// A command copied with `C` (or `A`) carries the flags that select the backend and the dataset, so run as copied it
// reads what the screen shows. Before, `--data` (and the AWS flags) were left out: the copied list-members answered
// from the demo dataset (not found, or 6 members where the screen showed 251).
import { describe, expect, it } from 'vitest';
import { renderExplorer } from '../helpers/renderExplorer.js';
import { createServices } from '../../src/compose/select.js';
import { commandFlagsFor } from '../../src/ui/commandContext.js';
import { datasetFileWriter } from '../helpers/datasetFiles.js';
import { contractDataset, MAIN_COLLABORATION, MAIN_MEMBER_COUNT } from '../contract/dataset.js';
import { clipboardTexts } from '../helpers/clipboard.js';
import { runInProcess } from '../commands/helpers/run.js';

const { fileWith } = datasetFileWriter('switchyard-copy-command-');

describe('copied commands read what the screen shows', () => {
  it('--data: C on the members of a dataset file runs to the members the table shows', async () => {
    const dataPath = fileWith(JSON.stringify(contractDataset()));
    const args = { help: false, dataPath, statePath: ':memory:' } as const;
    const services = await createServices({ backend: 'engine', dataPath, state: ':memory:' });
    services.backend = { ...services.backend, commandFlags: commandFlagsFor(args, services.backend) };
    const ui = renderExplorer({ services, openCollaboration: MAIN_COLLABORATION, columns: 100, rows: 30 });
    try {
      const table = await ui.waitForFrame(`${MAIN_MEMBER_COUNT} loaded (all ${MAIN_MEMBER_COUNT})`);
      await ui.press('C');
      await ui.waitForFrame('Copied switchyard command');
      await ui.press('A');
      await ui.waitForFrame('Copied aws command');
      const [copied, aws] = clipboardTexts(ui.stdout.raw());
      expect(copied).toBe(
        `switchyard cleanrooms list-members --collaboration-identifier ${MAIN_COLLABORATION} --data ${dataPath} --state :memory:`,
      );
      // The AWS CLI has no engine: no --data for it.
      expect(aws).toBe(`aws cleanrooms list-members --collaboration-identifier ${MAIN_COLLABORATION}`);
      const run = await runInProcess((copied ?? '').split(' ').slice(1), undefined);
      expect(run.stderr).toBe('');
      const members = (JSON.parse(run.stdout) as { memberSummaries: { accountId: string }[] }).memberSummaries;
      expect(members).toHaveLength(MAIN_MEMBER_COUNT);
      // The first row the table shows is the first member the command prints.
      expect(table).toContain(members[0]?.accountId);
    } finally {
      ui.unmount();
      services.close();
    }
  });

  it('AWS: the endpoint, the Region (also when it came from the environment), the profile and unsigned', () => {
    const backend = { kind: 'aws', label: 'aws eu-west-1', region: 'eu-west-1' } as const;
    expect(
      commandFlagsFor({ help: false, endpointUrl: 'http://127.0.0.1:4566', noSignRequest: true }, backend),
    ).toEqual(['--endpoint-url', 'http://127.0.0.1:4566', '--region', 'eu-west-1', '--no-sign-request']);
    expect(commandFlagsFor({ help: false, profile: 'dev', region: 'us-east-2' }, backend)).toEqual([
      '--region',
      'us-east-2',
      '--profile',
      'dev',
    ]);
  });
});
