import {DATA_POINTS_STAT} from '../../constants';
import {DATA_SOURCES, RUN_DATA_POINTS, dataPointsFrom, type DataSource} from './runDataPoints';

describe('run data points', () => {
  it('lists at least as many data points as the "12+" stat claims', () => {
    expect(DATA_POINTS_STAT.value).toMatch(/^\d+\+$/);
    expect(RUN_DATA_POINTS.length).toBeGreaterThanOrEqual(Number.parseInt(DATA_POINTS_STAT.value, 10));
  });

  it('has complete entries with no duplicate ids or labels', () => {
    for (const point of RUN_DATA_POINTS) {
      expect(point.id).toMatch(/^[a-z-]+$/);
      expect(point.label).not.toBe('');
      expect(point.use.length).toBeGreaterThan(10);
    }
    for (const key of ['id', 'label'] as const) {
      expect(new Set(RUN_DATA_POINTS.map((p) => p[key])).size).toBe(RUN_DATA_POINTS.length);
    }
  });

  it('gives every source a title and at least three data points', () => {
    for (const source of Object.keys(DATA_SOURCES) as DataSource[]) {
      expect(DATA_SOURCES[source].title).not.toBe('');
      expect(dataPointsFrom(source).length).toBeGreaterThanOrEqual(3);
    }
    const total = (Object.keys(DATA_SOURCES) as DataSource[]).reduce(
      (sum, source) => sum + dataPointsFrom(source).length,
      0,
    );
    expect(total).toBe(RUN_DATA_POINTS.length);
  });
});
