import {ctlAtlSeries} from '../metrics';
import {sampleSeries} from '../sampleAthlete';
import {chartWords, weekRows} from './words';

describe('load chart words', () => {
  it('tells the series in a caption and a description', () => {
    const {summary, description} = chartWords(sampleSeries(), 'race day');
    expect(summary).toMatch(/^Over 84 days \(12 weeks\), CTL \(fitness\) went from \d+ to a peak of \d+/);
    // Fitness peaks with the race's own load; form is the race-morning reading, before the start.
    expect(summary).toMatch(/to a peak of \d+ at the end of race day, that day’s own load included/);
    expect(summary).toMatch(/on the morning of race day TSB was [+\u2212]?\d+ \(/);
    expect(description).toMatch(/^Line chart\. Top panel: CTL and ATL per day\./);
  });

  it('has one row per week, the last one cut short by the end of the series', () => {
    expect(weekRows(sampleSeries())).toHaveLength(12);
    const rows = weekRows(ctlAtlSeries([100, 0, 0, 0, 0, 0, 0, 50]));
    expect(rows.map((row) => row.week)).toEqual([1, 2]);
    expect(rows[0]?.zone).not.toBe('');
  });
});
