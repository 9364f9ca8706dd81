import {TSB_ZONES} from '@site/src/constants';
import {ctlAtlSeries} from '../metrics';
import {sampleSeries} from '../sampleAthlete';
import {
  LAYOUTS,
  NARROW_LAYOUT,
  WIDE_LAYOUT,
  chartGeometry,
  insideLabel,
  linePath,
  ticks,
  type InsideLabel,
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

describe('a zone name inside the phone chart', () => {
  const {plotLeft, plotRight} = NARROW_LAYOUT;
  const band = {zone: 'optimal', y: 100, height: 40} as const; // its middle is at y 120
  /** A line across the plot, one point every 3 units, at the y `at` gives each x. */
  const line = (at: (x: number) => number) =>
    Array.from({length: Math.floor((plotRight - plotLeft) / 3) + 1}, (_, i) => {
      const x = plotLeft + i * 3;
      return [x, at(x)] as const;
    });
  /**
   * How near the line comes to the name's middle line under the name (as wide as insideLabel allows),
   * measured on the line drawn densely: a point every tenth of a unit between the given ones.
   */
  const nearest = (place: InsideLabel, points: readonly (readonly [number, number])[], text = 'Optimal') => {
    const from = place.x - text.length * 7.8;
    let near = Infinity;
    points.slice(1).forEach(([x1, y1], i) => {
      const [x0, y0] = points[i]!;
      for (let t = 0; t <= 1; t += 0.1 / Math.max(0.1, x1 - x0)) {
        const [x, y] = [x0 + t * (x1 - x0), y0 + t * (y1 - y0)];
        if (x >= from && x <= place.x) near = Math.min(near, Math.abs(y - place.y));
      }
    });
    return near;
  };
  const inBand = (place: InsideLabel) => {
    expect(place.y).toBeGreaterThanOrEqual(108);
    expect(place.y).toBeLessThanOrEqual(132);
    expect(place.x - 'Optimal'.length * 7.8).toBeGreaterThanOrEqual(plotLeft);
    expect(place.x).toBeLessThanOrEqual(plotRight);
  };

  it('sits at the right end, in the band’s middle, when the line keeps clear of it', () => {
    expect(
      insideLabel(
        band,
        'Optimal',
        line(() => 60),
        NARROW_LAYOUT,
      ),
    ).toEqual({x: plotRight - 4, y: 120});
  });

  it('moves up or down in the band when the line runs through its middle', () => {
    const points = line(() => 121);
    const place = insideLabel(band, 'Optimal', points, NARROW_LAYOUT);
    expect(place.x).toBe(plotRight - 4);
    expect(nearest(place, points)).toBeGreaterThanOrEqual(9.8);
    inBand(place);
  });

  it('moves left, no further than it must, when the line fills the band at the right end', () => {
    // In the right half the line steps through the band's heights 8 units apart (no place under a name is
    // 10 units clear of it); in the left half it is far below.
    const half = (plotLeft + plotRight) / 2;
    const points = line((x) => (x > half ? 100 + (Math.round((x - plotLeft) / 3) % 6) * 8 : 200));
    const place = insideLabel(band, 'Optimal', points, NARROW_LAYOUT);
    expect(nearest(place, points)).toBeGreaterThanOrEqual(9.8);
    expect(place.x).toBeLessThanOrEqual(half + 18); // under at most six of the right half's points
    for (let x = place.x + 6; x <= plotRight - 4; x += 6) {
      for (let y = 108; y <= 132; y += 1) expect(nearest({x, y}, points)).toBeLessThan(10);
    }
  });

  it('takes the place the line comes least near when it leaves no room anywhere', () => {
    // A wave between 116 and 124 across the whole plot: 8 units from a name at the band's top or bottom
    // (108 or 132), never 10.
    const points = line((x) => 120 + 4 * Math.sin(x / 4));
    const place = insideLabel(band, 'Optimal', points, NARROW_LAYOUT);
    inBand(place);
    expect(nearest(place, points)).toBeGreaterThan(7.5);
    for (let x = plotRight - 4; x - 'Optimal'.length * 7.8 >= plotLeft + 4; x -= 6) {
      for (let y = 108; y <= 132; y += 1) {
        expect(nearest(place, points)).toBeGreaterThanOrEqual(nearest({x, y}, points) - 0.1);
      }
    }
  });

  it('keeps the sample athlete’s form line clear of every zone name on a phone', () => {
    const geometry = chartGeometry(sampleSeries(), NARROW_LAYOUT);
    for (const zoneBand of geometry.bands.filter((b) => b.height > 0)) {
      const name = zoneBand.zone; // as long as the name the chart draws ('overreaching', 'Overreaching')
      const place = insideLabel(zoneBand, name, geometry.tsbPoints, NARROW_LAYOUT);
      expect(nearest(place, geometry.tsbPoints, name)).toBeGreaterThanOrEqual(9.8);
    }
  });
});
