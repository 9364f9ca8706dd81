import {TSB_ZONES} from '@site/src/constants';
import {ctlAtlSeries} from '../metrics';
import {sampleSeries} from '../sampleAthlete';
import {LAYOUTS, NARROW_LAYOUT, WIDE_LAYOUT, chartGeometry, linePath, ticks} from './geometry';

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

  it.each(LAYOUTS)(
    'spans the $name plot from the first to the last day, load from 0 to a round maximum',
    (layout) => {
      const geometry = chartGeometry(sampleSeries(), layout);
      expect(geometry.x(0)).toBe(layout.plotLeft);
      expect(geometry.x(sampleSeries().length - 1)).toBe(layout.plotRight);
      expect(geometry.yLoad(0)).toBe(layout.loadBottom);
      expect(geometry.yLoad(geometry.loadTop)).toBe(layout.loadTop);
      expect(geometry.loadTop % geometry.loadStep).toBe(0);
      expect(geometry.weeks).toBe(12);
      expect(geometry.weekStarts).toHaveLength(13);
      expect(geometry.lastDay).toBe(sampleSeries().length - 1);
    },
  );

  it.each(LAYOUTS)(
    'keeps every TSB zone boundary in view and stacks the $name bands without gaps',
    (layout) => {
      const geometry = chartGeometry(ctlAtlSeries([50, 50, 50]), layout);
      expect(geometry.tsbMin).toBeLessThanOrEqual(TSB_ZONES.danger[1] - 10);
      expect(geometry.tsbMax).toBeGreaterThanOrEqual(TSB_ZONES.peak[1] + 5);
      expect(geometry.yTsb(geometry.tsbMin)).toBe(layout.tsbBottom);
      expect(geometry.yTsb(geometry.tsbMax)).toBe(layout.tsbTop);
      const height = geometry.bands.reduce((total, band) => total + band.height, 0);
      expect(height).toBeCloseTo(layout.tsbBottom - layout.tsbTop, 6);
    },
  );

  it.each(LAYOUTS)('fits the $name panels, in order, inside its viewBox', (layout) => {
    expect(0).toBeLessThan(layout.plotLeft);
    expect(layout.plotLeft).toBeLessThan(layout.plotRight);
    expect(layout.plotRight).toBeLessThanOrEqual(layout.width);
    // Titles above each panel (16 to 28 units), then the load panel, the form panel and the week axis.
    expect(layout.loadTop - 28).toBeGreaterThan(0);
    expect(layout.loadBottom).toBeLessThan(layout.tsbTop - 16);
    expect(layout.tsbBottom + 20).toBeLessThanOrEqual(layout.axisLabelY);
    // The axis title's baseline is 16 under axisLabelY, with room for its descenders.
    expect(layout.axisLabelY + 16).toBeLessThanOrEqual(layout.height - 4);
  });

  it('gives the phone layout the same plot shape in half the width or less', () => {
    // The same lines, drawn in a viewBox a phone shows near its own size.
    expect(NARROW_LAYOUT.width * 2).toBeLessThanOrEqual(WIDE_LAYOUT.width);
    const sample = sampleSeries();
    const wide = chartGeometry(sample, WIDE_LAYOUT);
    const narrow = chartGeometry(sample, NARROW_LAYOUT);
    expect(narrow.loadTop).toBe(wide.loadTop);
    expect([narrow.tsbMin, narrow.tsbMax]).toEqual([wide.tsbMin, wide.tsbMax]);
    expect(narrow.bands.map((band) => band.zone)).toEqual(wide.bands.map((band) => band.zone));
  });
});
