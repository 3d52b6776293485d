// The shell's tasks in flight (./shellStore.ts runTask): each runs with an AbortController kept here, so Ctrl+C can
// cancel every one of them, and the status line learns of each start and end to show the newest with a spinner.

import type { Timers } from '../domain/timers.js';

/** What the status line shows of the tasks in flight: how many, and the newest one's label and start. */
interface TasksShown {
  taskCount: number;
  taskLabel: string;
  taskStartedAt: number;
}

interface TaskRunner {
  run<T>(label: string, work: (signal: AbortSignal) => Promise<T>): Promise<T>;
  /** How many tasks are in flight. */
  size(): number;
  /** Aborts every task in flight with the error `reasonOf` makes for it; returns their labels. */
  abortAll(reasonOf: (label: string) => Error): string[];
}

export function createTaskRunner(timers: Timers, onChange: (shown: TasksShown) => void): TaskRunner {
  const running = new Map<number, { label: string; controller: AbortController; startedAt: number }>();
  let nextTaskId = 0;

  const refresh = (): void => {
    const tasks = [...running.values()];
    const newest = tasks[tasks.length - 1];
    onChange({ taskCount: tasks.length, taskLabel: newest?.label ?? '', taskStartedAt: newest?.startedAt ?? 0 });
  };

  return {
    run<T>(label: string, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
      const id = (nextTaskId += 1);
      const controller = new AbortController();
      running.set(id, { label, controller, startedAt: timers.now() });
      refresh();
      // Race the work against the abort, so a backend that ignores the signal cannot keep the UI waiting.
      const aborted = new Promise<never>((_, reject) => {
        controller.signal.addEventListener('abort', () => reject(controller.signal.reason as Error), { once: true });
      });
      aborted.catch(() => undefined);
      const result = Promise.race([Promise.resolve().then(() => work(controller.signal)), aborted]);
      const settle = (): void => {
        running.delete(id);
        refresh();
      };
      result.then(settle, settle);
      return result;
    },
    size: () => running.size,
    abortAll(reasonOf) {
      const labels = [...running.values()].map((t) => t.label);
      for (const task of running.values()) task.controller.abort(reasonOf(task.label));
      return labels;
    },
  };
}
