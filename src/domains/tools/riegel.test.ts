import {raceDistance} from './distances';
import {riegelTime} from './riegel';
import {formatTime} from './time';

describe('Riegel', () => {
  it('turns a 45:00 10K into a 1:39:17 half marathon', () => {
    const half = riegelTime(45 * 60, 10_000, raceDistance('half').metres);
    expect(formatTime(half)).toBe('1:39:17');
  });

  it('returns the same time for the same distance and scales with the 1.06 exponent', () => {
    expect(riegelTime(1200, 5000, 5000)).toBe(1200);
    expect(riegelTime(1200, 5000, 10_000)).toBeCloseTo(1200 * 2 ** 1.06, 6);
  });
});
