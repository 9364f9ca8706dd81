/**
 * The sample athlete's derived data is computed on first use, not when a page's chunk evaluates the
 * modules: a phone that loads a page showing it as static markup never computes it (issue #17, part 3).
 */
import {ctlAtlSeries, rTSS} from './metrics';
import {sampleAthlete, sampleSeries} from './sampleAthlete';
import {sampleAnalysis} from '@site/docs/features/_components/coachingInsights';

jest.mock('./metrics', () => {
  const actual = jest.requireActual<typeof import('./metrics')>('./metrics');
  return {...actual, ctlAtlSeries: jest.fn(actual.ctlAtlSeries), rTSS: jest.fn(actual.rTSS)};
});

test('evaluating the sample modules computes no series, no load and no analysis; first use does, once', () => {
  // The imports above have evaluated sampleAthlete, sampleSummary and the coaching page's data.
  expect(ctlAtlSeries).not.toHaveBeenCalled();
  expect(rTSS).not.toHaveBeenCalled();
  expect(sampleAnalysis().athlete).toBe(sampleAthlete.name);
  expect(sampleSeries()).toHaveLength(84);
  expect(sampleSeries()).toBe(sampleSeries());
  expect(ctlAtlSeries).toHaveBeenCalledTimes(1);
});
