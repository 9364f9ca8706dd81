import {raceDistance} from './distances';
import {riegelTime} from './riegel';
import {raceTimeAtVdot} from './vdot';
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

  // The race predictor's explainer states this comparison; these checks hold it to the maths.
  it('agrees with Daniels–Gilbert within 2% for the marathon from 5K to the half, and is faster from a mile', () => {
    const marathon = raceDistance('marathon').metres;
    for (let vdot = 30; vdot <= 70; vdot += 5) {
      const danielsMarathon = raceTimeAtVdot(vdot, marathon);
      for (const id of ['5k', '10k', 'half'] as const) {
        const from = raceDistance(id).metres;
        const ratio = riegelTime(raceTimeAtVdot(vdot, from), from, marathon) / danielsMarathon;
        expect(Math.abs(ratio - 1)).toBeLessThan(0.02);
      }
      const mile = raceDistance('mile').metres;
      if (vdot >= 40) {
        expect(riegelTime(raceTimeAtVdot(vdot, mile), mile, marathon)).toBeLessThan(danielsMarathon * 0.99);
      }
    }
  });
});
