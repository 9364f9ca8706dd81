/**
 * @jest-environment node
 */
import {nextTask, runInSeparateTasks} from './inSeparateTasks';

/** Lets every microtask queued so far, and those they queue, run: what remains of the current task. */
async function drainMicrotasks(): Promise<void> {
  for (let turn = 0; turn < 50; turn += 1) await Promise.resolve();
}

test('nextTask resolves in a later task, not in the microtasks of this one', async () => {
  let resolved = false;
  void nextTask().then(() => {
    resolved = true;
  });
  await drainMicrotasks();
  expect(resolved).toBe(false);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(resolved).toBe(true);
});

test('runs the steps in order, each after a yield to the browser, waiting for a step that returns a promise', async () => {
  const log: string[] = [];
  const yieldToBrowser = async () => {
    log.push('yield');
  };
  await runInSeparateTasks(
    [
      () => log.push('first'),
      () =>
        new Promise<void>((resolve) =>
          setTimeout(() => {
            log.push('second');
            resolve();
          }, 5),
        ),
      () => log.push('third'),
    ],
    yieldToBrowser,
  );
  expect(log).toEqual(['yield', 'first', 'yield', 'second', 'yield', 'third']);
});

test('with the default yield, no two steps run in the same task', async () => {
  const log: string[] = [];
  let step = 0;
  const done = runInSeparateTasks(
    ['a', 'b', 'c'].map((name) => () => {
      step += 1;
      log.push(name);
    }),
  );
  // Nothing runs in the task that starts it.
  await drainMicrotasks();
  expect(step).toBe(0);
  await done;
  expect(log).toEqual(['a', 'b', 'c']);
});

test('rejects with the error of a failing step and runs none after it', async () => {
  const after = jest.fn();
  const failure = new Error('chunk failed');
  await expect(
    runInSeparateTasks([() => Promise.reject(failure), after], async () => undefined),
  ).rejects.toBe(failure);
  expect(after).not.toHaveBeenCalled();
});
