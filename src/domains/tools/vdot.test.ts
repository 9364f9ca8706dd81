import {RACE_DISTANCES, raceDistance} from './distances';
import {parseTime} from './time';
import {fractionOfVo2max, oxygenCost, rawVdot, raceTimeAtVdot, vdotFromPerformance} from './vdot';

/** Race equivalents from Daniels' VDOT tables ("Daniels' Running Formula"), as h:mm:ss. */
const DANIELS_TABLE = {
  40: {'5k': '24:08', '10k': '50:03', half: '1:50:59', marathon: '3:49:45'},
  50: {'5k': '19:57', '10k': '41:21', half: '1:31:35', marathon: '3:10:49'},
  60: {'5k': '17:03', '10k': '35:22', half: '1:18:09', marathon: '2:43:25'},
} as const;

function seconds(text: string): number {
  const parsed = parseTime(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

/** |computed − published| / published. */
const relativeError = (computed: number, published: number) => Math.abs(computed - published) / published;

describe('the Daniels–Gilbert equations', () => {
  it('give the published oxygen cost and sustainable fraction', () => {
    // 250 m/min (4:00/km) costs about 47.5 ml/kg/min; a 20-minute race is held near 95% of VO2max.
    expect(oxygenCost(250)).toBeCloseTo(47.46, 2);
    expect(fractionOfVo2max(20)).toBeCloseTo(0.9531, 3);
    expect(fractionOfVo2max(600)).toBeCloseTo(0.8, 3);
  });

  for (const [vdot, row] of Object.entries(DANIELS_TABLE)) {
    for (const [id, published] of Object.entries(row)) {
      const metres = raceDistance(id as keyof typeof row).metres;

      it(`VDOT ${vdot} runs the ${id} in ${published} (within 0.5%)`, () => {
        expect(relativeError(raceTimeAtVdot(Number(vdot), metres), seconds(published))).toBeLessThan(0.005);
      });

      it(`a ${id} in ${published} is VDOT ${vdot} (within 0.5%)`, () => {
        const result = vdotFromPerformance(metres, seconds(published));
        expect(result.ok).toBe(true);
        if (result.ok) expect(relativeError(result.value, Number(vdot))).toBeLessThan(0.005);
      });
    }
  }

  it('predicts slower times for lower VDOT and longer races', () => {
    expect(raceTimeAtVdot(45, 5000)).toBeGreaterThan(raceTimeAtVdot(46, 5000));
    expect(raceTimeAtVdot(45, 10_000)).toBeGreaterThan(2 * raceTimeAtVdot(45, 5000));
  });

  it('refuses performances the equations do not describe, with a message', () => {
    expect(vdotFromPerformance(5000, 0)).toMatchObject({ok: false, error: {code: 'invalid'}});
    expect(vdotFromPerformance(5000, Number.NaN)).toMatchObject({ok: false, error: {code: 'invalid'}});
    expect(vdotFromPerformance(5000, seconds('2:00:00'))).toMatchObject({
      ok: false,
      error: {code: 'too-slow'},
    });
    expect(vdotFromPerformance(5000, seconds('10:00'))).toMatchObject({ok: false, error: {code: 'too-fast'}});
    expect(vdotFromPerformance(42_195, seconds('2:01:09')).ok).toBe(true);
  });

  it.each([
    ['1500m', '3:20'],
    ['mile', '3:35'],
    ['5k', '12:10'],
    ['10k', '25:30'],
    ['half', '55:30'],
    ['marathon', '1:58:00'],
  ] as const)('refuses a %s in %s, faster than the world record, though its VDOT is under 90', (id, time) => {
    const {metres} = raceDistance(id);
    expect(rawVdot(metres, seconds(time))).toBeLessThan(90);
    expect(vdotFromPerformance(metres, seconds(time))).toEqual({
      ok: false,
      error: {
        code: 'too-fast',
        message:
          'That is faster than anyone has ever run this distance. Check the time and the race distance.',
      },
    });
  });

  it('accepts each world record itself, and refuses a second under it', () => {
    for (const {metres, fastestSeconds} of RACE_DISTANCES) {
      expect(vdotFromPerformance(metres, fastestSeconds).ok).toBe(true);
      expect(vdotFromPerformance(metres, fastestSeconds - 1)).toMatchObject({
        ok: false,
        error: {code: 'too-fast'},
      });
    }
    expect(vdotFromPerformance(5000, seconds('12:36')).ok).toBe(true);
  });

  it('holds a distance without a record in the table to the VDOT ceiling, and says so', () => {
    // 3000 m: 6:10 gives a VDOT above 90; 7:00 is within the equations.
    expect(vdotFromPerformance(3000, seconds('6:10'))).toEqual({
      ok: false,
      error: {
        code: 'too-fast',
        message:
          'That time gives a VDOT above 90, faster than these race equations describe. Check the time and the race distance.',
      },
    });
    expect(vdotFromPerformance(3000, seconds('7:00')).ok).toBe(true);
  });
});
