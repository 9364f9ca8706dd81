import {splitMainThread} from './traceSplit.mjs';

const navigation = {
  name: 'navigationStart',
  ph: 'R',
  ts: 1000,
  pid: 1,
  tid: 1,
  args: {data: {isLoadingMainFrame: true, documentLoaderURL: 'http://127.0.0.1/'}},
};
const paint = {name: 'firstContentfulPaint', ph: 'R', ts: 5000, pid: 1, tid: 1};
const task = (name: string, ts: number, dur: number, tid = 1) => ({name, ph: 'X', ts, dur, pid: 1, tid});

test('script is the own time of script events, nested rendering taken out; the rest is rendering', () => {
  const events = [
    navigation,
    paint,
    // A 10 ms task: parsing 4 ms, of which a script evaluation 3 ms, of which a forced layout 1 ms.
    task('RunTask', 2000, 10_000),
    task('ParseHTML', 2000, 4000),
    task('EvaluateScript', 2500, 3000),
    task('Layout', 3000, 1000),
    // A 6 ms task of React's scheduler: 5 ms of script in a MessagePort task.
    task('RunTask', 20_000, 6000),
    task('MessagePort::Accept', 20_000, 5000),
  ];
  const split = splitMainThread(events, 1);
  expect(split.total).toBe(16);
  expect(split.script).toBe(2 + 5);
  expect(split.rendering).toBe(16 - 7);
});

test('times are multiplied by the CPU factor; other threads and work before the navigation are left out', () => {
  const events = [
    navigation,
    paint,
    task('RunTask', 500, 9000), // before the navigation
    task('RunTask', 2000, 1000),
    task('FunctionCall', 2000, 1000),
    task('RunTask', 2000, 50_000, 2), // a worker's thread
  ];
  expect(splitMainThread(events, 4)).toEqual({total: 4, script: 4, rendering: 0});
});

test('a trace without the navigation or the first paint is an error, not a zero', () => {
  expect(() => splitMainThread([paint, task('RunTask', 2000, 10)], 4)).toThrow(/no main-frame navigation/);
  expect(() => splitMainThread([navigation, task('RunTask', 2000, 10)], 4)).toThrow(
    /no first contentful paint/,
  );
});
