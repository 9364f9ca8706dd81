/**
 * Splits a page load's main-thread work, read from a Chromium trace, into the part that ran script and
 * the rest (parsing, style, layout, text shaping, fonts, paint, loading: the browser rendering what the
 * page says). Lighthouse's own breakdown cannot tell them apart here: React's scheduler runs its work in
 * `MessagePort::Accept` tasks and microtasks, which Lighthouse files as "other", not script.
 */

/** Trace events whose own time (less the events nested in them) is script running. */
const SCRIPT_EVENT =
  /^(FunctionCall|EvaluateScript|RunMicrotasks|v8\.|V8\.|MessagePort::Accept|TimerBase::run|FireAnimationFrame|FireIdleCallback|EventDispatch|BlinkScheduler_PerformMicrotaskCheckpoint)/;

/**
 * The main thread's work from the navigation on: every top-level task's time, and the part of it that is
 * script, each multiplied by `cpuFactor` (as Lighthouse's simulated mobile run multiplies an unthrottled
 * trace by 4).
 * @param {readonly {name: string, ph: string, ts: number, dur?: number, pid: number, tid: number, args?: any}[]} events
 *   the trace's events
 * @param {number} cpuFactor
 * @returns {{total: number, script: number, rendering: number}} milliseconds; rendering = total - script
 */
export function splitMainThread(events, cpuFactor) {
  const navigation = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame &&
      String(event.args?.data?.documentLoaderURL ?? '').startsWith('http'),
  );
  if (!navigation) throw new Error('splitMainThread: no main-frame navigation in the trace');
  // The renderer's main thread is the one that painted the page's first contentful paint.
  const paint = events.find((event) => event.name === 'firstContentfulPaint' && event.ts > navigation.ts);
  if (!paint) throw new Error('splitMainThread: no first contentful paint in the trace');
  const slices = events
    .filter(
      (event) =>
        event.pid === paint.pid &&
        event.tid === paint.tid &&
        event.ph === 'X' &&
        typeof event.dur === 'number' &&
        event.ts >= navigation.ts,
    )
    .map((event) => ({name: event.name, start: event.ts, end: event.ts + event.dur, own: event.dur}))
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const open = [];
  let total = 0;
  for (const slice of slices) {
    while (open.length > 0 && open[open.length - 1].end <= slice.start) open.pop();
    const parent = open[open.length - 1];
    if (parent) parent.own -= slice.end - slice.start;
    else total += slice.end - slice.start;
    open.push(slice);
  }
  const script = slices
    .filter((slice) => SCRIPT_EVENT.test(slice.name))
    .reduce((sum, slice) => sum + slice.own, 0);
  const ms = (microseconds) => (microseconds * cpuFactor) / 1000;
  return {total: ms(total), script: ms(script), rendering: ms(total - script)};
}
