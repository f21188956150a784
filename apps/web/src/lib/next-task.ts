/**
 * Resolves in a later task of the event loop: the browser may handle input and paint in between, so one long task
 * becomes two. `scheduler.yield()` where the browser has it (its continuation keeps its place in the queue).
 */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
