/**
 * Runs steps one after another, each in a task of its own, so that no one of them blocks the main
 * thread for the sum of all: between two steps the browser may paint, handle input and run other tasks.
 */

/** Resolves in a new task. A message-channel message, not `setTimeout`, which browsers clamp to 4 ms when nested. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}

/** A step: its work, synchronous or not; the next step starts in a new task once it has settled. */
export type Step = () => unknown;

/** Runs `steps` in order, each in a new task; rejects with the first step's error, and runs no step after it. */
export async function runInSeparateTasks(steps: readonly Step[], yieldToBrowser = nextTask): Promise<void> {
  for (const step of steps) {
    await yieldToBrowser();
    await step();
  }
}
