// What `:profile`, `:region` and `:endpoint` do in the running explorer: ask first when a screen holds unsaved input
// (as a screen switch does), then open the new context's services (the status line shows the spinner), and replace
// the explorer instance with one on them, on the same screen, which loads afresh. The call log carries over. On an
// error the current instance stays as it was and the status line names the reason.

import type { ExplorerInstance, ExplorerOptions } from '../App.js';
import type { ContextChange } from './contextChoices.js';

export function contextSwitchHandler(
  app: ExplorerInstance,
  replace: (next: ExplorerInstance) => void,
  create: (options: ExplorerOptions, generation: number) => ExplorerInstance,
): (change: ContextChange) => void {
  return (change) => {
    const actions = app.shellStore.getState().actions;
    const switcher = app.given.context;
    if (switcher === undefined) {
      actions.notify('error', `:${change.field} needs the explorer started by the switchyard command`);
      return;
    }
    const go = (): void => {
      actions
        .runTask(`Switching to ${change.field} ${change.value}`, (signal) => switcher.switchTo(change, signal))
        .then(
          (services) => {
            const { startupWarnings: _said, openCollaboration: _opened, ...given } = app.given;
            const next = create(
              { ...given, services, initialScreen: app.shellStore.getState().screen, callLog: app.callLog },
              app.generation + 1,
            );
            replace(next);
            next.shellApi.notify('info', `Now on ${services.backend.label}`);
          },
          (error: unknown) => {
            // Ctrl+C: the shell has said `Cancelled: Switching to ...`, and the context stays as it was.
            if (error instanceof Error && error.name === 'AbortError') return;
            actions.notify('error', error instanceof Error ? error.message : String(error));
          },
        );
    };
    const state = app.shellStore.getState();
    const dirty = app.screens.filter((s) => state.dirty[s.id] === true).map((s) => s.title);
    if (dirty.length === 0) go();
    else
      actions.confirm(
        `Switch to ${change.field} ${change.value} and discard what was entered in ${dirty.join(', ')}?`,
        go,
      );
  };
}
