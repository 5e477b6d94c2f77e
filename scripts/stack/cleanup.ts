// Everything the local stack starts registers its stop here, so Ctrl-C (or a
// CI timeout's SIGTERM) at any moment, even half-way through start-up, leaves
// no process behind and frees every port.
type Task = () => Promise<void> | void;

const tasks: Task[] = [];
let stopping = false;

export function onCleanup(task: Task): () => Promise<void> {
  tasks.push(task);
  return async () => {
    const i = tasks.indexOf(task);
    if (i < 0) return;
    tasks.splice(i, 1);
    await task();
  };
}

export async function runCleanup(): Promise<void> {
  while (tasks.length > 0) {
    const task = tasks.pop()!;
    try {
      await task();
    } catch (error) {
      console.error(`[stack] cleanup step failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

/** On SIGINT/SIGTERM/SIGHUP: stop everything, then exit (130 for Ctrl-C). */
export function exitCleanlyOnSignals(): void {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      console.log(`\n[stack] ${signal}: stopping…`);
      void runCleanup().then(() => {
        console.log('[stack] stopped; ports freed.');
        process.exit(signal === 'SIGINT' ? 130 : 143);
      });
    });
  }
}
