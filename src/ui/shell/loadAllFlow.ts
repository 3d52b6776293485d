// `:load-all` from the command line: every page of the current screen's list (members, connector profiles), so that
// sorting and `:export` cover the whole collection. It reuses the screen's `loadAll` (the one `:export` offers): each
// page is a task, so the status line's spinner shows the progress and Ctrl+C cancels, keeping the pages loaded so far.
// The list's own header then says `N loaded (all N)` or `N loaded of at least M`; this says how the load ended.

import { formatCount } from '../../domain/counts.js';
import type { ScreenDefinition } from '../screenContract.js';
import type { ShellActions } from '../../state/shellStore.js';

export interface LoadAllFlowDeps {
  screen: ScreenDefinition | undefined;
  state: unknown;
  actions: Pick<ShellActions, 'notify'>;
}

export function startLoadAll({ screen, state, actions }: LoadAllFlowDeps): void {
  const listNow = () => screen?.exportList?.(state);
  const list = listNow();
  const loadAll = screen?.loadAll;
  if (screen === undefined || loadAll === undefined || list === undefined || 'error' in list) {
    actions.notify(
      'error',
      `Nothing to load on ${screen?.title ?? 'this screen'}: :load-all loads the Members and Profiles lists`,
    );
    return;
  }
  // The picker lists collaborations (one call, no pages): only a list the service pages has more to load.
  if (list.partial === undefined) {
    actions.notify('info', `Every page of the ${list.noun}s is loaded already`);
    return;
  }
  void loadAll(state).then((outcome) => {
    const after = listNow();
    const loaded = after !== undefined && !('error' in after) ? after.partial?.loaded : undefined;
    const kept = loaded === undefined ? '' : `: ${formatCount(loaded)} ${list.noun}s loaded, more exist`;
    if (outcome.kind === 'complete') actions.notify('info', `Loaded every page of the ${list.noun}s`);
    else if (outcome.kind === 'cancelled') actions.notify('warning', `Load all cancelled${kept} (:load-all resumes)`);
    else actions.notify('error', `Could not load every page (${outcome.error})${kept}`);
  });
}
