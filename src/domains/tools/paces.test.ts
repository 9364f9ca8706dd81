import {perMile, trainingPaces} from './paces';
import {formatTime} from './time';

describe('training paces from VDOT', () => {
  // Daniels' Running Formula, VDOT 50 row of the training-pace table: M 4:31/km, T 4:15/km,
  // I 3:55/km (1:34 per 400 m), R 1:28 per 400 m (3:40/km).
  const paces = trainingPaces(50);

  it('match the published VDOT 50 paces to the second', () => {
    expect(formatTime(paces.marathon)).toBe('4:31');
    expect(formatTime(paces.threshold)).toBe('4:15');
    expect(formatTime(paces.interval)).toBe('3:55');
    expect(formatTime(paces.repetition)).toBe('3:40');
    expect(formatTime((paces.repetition * 400) / 1000)).toBe('1:28');
  });

  it('order from slowest to fastest, with an easy range slower than marathon pace', () => {
    const [slow, fast] = paces.easy;
    expect(slow).toBeGreaterThan(fast);
    expect(fast).toBeGreaterThan(paces.marathon);
    expect(paces.marathon).toBeGreaterThan(paces.threshold);
    expect(paces.threshold).toBeGreaterThan(paces.interval);
    expect(paces.interval).toBeGreaterThan(paces.repetition);
  });

  it('are finite for every VDOT the toolkit accepts', () => {
    for (const vdot of [15, 30, 50, 70, 90]) {
      const p = trainingPaces(vdot);
      for (const value of [...p.easy, p.marathon, p.threshold, p.interval, p.repetition]) {
        expect(Number.isFinite(value)).toBe(true);
        expect(value).toBeGreaterThan(0);
      }
    }
  });

  it('converts to per mile', () => {
    expect(formatTime(perMile(300), {tenths: true})).toBe('8:02.8');
  });
});
