// `:export PATH` from the command line: what the current screen's list shows, to a file. Before writing it asks,
// in the shell's yes/no question (which takes no typeahead), whether to overwrite a file that exists, and, when the
// service has more pages than are loaded, whether to load them all first (each page a task: its progress in the
// status line, Ctrl+C cancels and nothing is written). Declining the load writes the loaded rows and says the file
// is partial.

import { existsSync } from 'node:fs';
import { formatCount } from '../../domain/counts.js';
import { exportFormat, exportTarget, writeExport, type ExportFormat } from '../exportList.js';
import type { ScreenDefinition, ShellApi } from '../screenContract.js';
import type { ShellActions } from '../../state/shellStore.js';

export interface ExportFlowDeps {
  screen: ScreenDefinition | undefined;
  state: unknown;
  actions: Pick<ShellActions, 'notify' | 'confirm'>;
  shell: Pick<ShellApi, 'runTask'>;
  /** The home directory `~` names (the user's by default). */
  home?: string;
}

export function startExport(path: string, deps: ExportFlowDeps): void {
  const { screen, state, actions, shell } = deps;
  const listNow = () => screen?.exportList?.(state);
  const list = listNow();
  if (screen === undefined || list === undefined) {
    actions.notify(
      'error',
      `Nothing to export on ${screen?.title ?? 'this screen'}: :export writes the Members and Profiles lists`,
    );
    return;
  }
  if ('error' in list) {
    actions.notify('error', list.error);
    return;
  }
  const format = exportFormat(path);
  if (typeof format !== 'string') {
    actions.notify('error', format.error);
    return;
  }
  const target = exportTarget(path, ...(deps.home !== undefined ? [deps.home] : []));

  const write = (): void => {
    const current = listNow();
    if (current === undefined || 'error' in current) {
      actions.notify('error', current?.error ?? 'Nothing to export');
      return;
    }
    shell
      .runTask(`Exporting ${formatCount(current.records.length)} ${current.noun}s`, () =>
        writeExport(target, current, format as ExportFormat),
      )
      .then(
        (message) => actions.notify('info', message),
        (error: unknown) =>
          actions.notify(
            'error',
            `Could not write ${target}: ${error instanceof Error ? error.message : String(error)}`,
          ),
      );
  };

  const loadAllThenWrite = (): void => {
    const loadAll = screen.loadAll;
    if (loadAll === undefined) return;
    void loadAll(state).then((outcome) => {
      if (outcome.kind === 'complete') write();
      else if (outcome.kind === 'cancelled')
        actions.notify('warning', `Export cancelled: nothing written to ${target}`);
      else actions.notify('error', `Could not load every page (${outcome.error}): nothing written to ${target}`);
    });
  };

  const offerLoadAll = (): void => {
    if (list.partial === undefined || screen.loadAll === undefined) {
      write();
      return;
    }
    const loaded = formatCount(list.partial.loaded);
    actions.confirm(
      `Only ${loaded} ${list.noun}s are loaded and more pages exist. Load every page first (Ctrl+C cancels)? n writes the ${loaded} loaded`,
      loadAllThenWrite,
      write,
    );
  };

  if (existsSync(target))
    actions.confirm(`${target} exists. Overwrite it?`, offerLoadAll, () =>
      actions.notify('info', `Nothing written: ${target} exists`),
    );
  else offerLoadAll();
}
