import {TSB_ZONES} from '@site/src/constants';
import {ctlAtlSeries} from '../metrics';
import {sampleSeries} from '../sampleAthlete';
import {
  LOAD_BOTTOM,
  PLOT_LEFT,
  PLOT_RIGHT,
  TSB_BOTTOM,
  TSB_TOP,
  chartGeometry,
  linePath,
  ticks,
} from './geometry';

describe('load chart geometry', () => {
  it('places ticks on multiples of the step', () => {
    expect(ticks(-35, 30, 10)).toEqual([-30, -20, -10, 0, 10, 20, 30]);
    expect(ticks(0, 45, 20)).toEqual([0, 20, 40]);
  });

  it('draws paths with coordinates rounded to 0.1', () => {
    expect(linePath([])).toBe('');
    expect(
      linePath([
        [1.04, 2.06],
        [3, 4.449],
      ]),
    ).toBe('M1 2.1 L3 4.4');
  });

  it('spans the plot from the first to the last day, load from 0 to a round maximum', () => {
    const geometry = chartGeometry(sampleSeries());
    expect(geometry.x(0)).toBe(PLOT_LEFT);
    expect(geometry.x(sampleSeries().length - 1)).toBe(PLOT_RIGHT);
    expect(geometry.yLoad(0)).toBe(LOAD_BOTTOM);
    expect(geometry.loadTop % geometry.loadStep).toBe(0);
    expect(geometry.weeks).toBe(12);
    expect(geometry.weekStarts).toHaveLength(13);
    expect(geometry.lastDay).toBe(sampleSeries().length - 1);
  });

  it('keeps every TSB zone boundary in view and stacks the bands without gaps', () => {
    const geometry = chartGeometry(ctlAtlSeries([50, 50, 50]));
    expect(geometry.tsbMin).toBeLessThanOrEqual(TSB_ZONES.danger[1] - 10);
    expect(geometry.tsbMax).toBeGreaterThanOrEqual(TSB_ZONES.peak[1] + 5);
    expect(geometry.yTsb(geometry.tsbMin)).toBe(TSB_BOTTOM);
    expect(geometry.yTsb(geometry.tsbMax)).toBe(TSB_TOP);
    const height = geometry.bands.reduce((total, band) => total + band.height, 0);
    expect(height).toBeCloseTo(TSB_BOTTOM - TSB_TOP, 6);
  });
});
