import {TAPER_GUIDES} from '@site/src/constants';
import {RACE_DISTANCES} from '@site/src/domains/tools/distances';
import {inRunningText} from './runningText';

test('a word-named distance is lower case mid-sentence; 5K, 1500 m and 5K/10K keep their case', () => {
  expect(RACE_DISTANCES.map((distance) => inRunningText(distance.label))).toEqual([
    '1500 m',
    'mile',
    '5K',
    '10K',
    'half marathon',
    'marathon',
  ]);
  expect(TAPER_GUIDES.map((guide) => inRunningText(guide.distance))).toEqual([
    '5K/10K',
    'half marathon',
    'marathon',
    'ultra',
  ]);
});
