import {PLAN_FACTS, RPE_EASY, RPE_SCALE, RPE_TEMPO, TAPER_GUIDES} from '../../constants';
import {DAYS_PER_WEEK, MINUTES_PER_DAY, acwr, rTSS} from './metrics';
import {acwrZone, tsbZone} from './zones';
import {
  isRun,
  sampleAthlete,
  sampleDailyLoads,
  sampleDailySrpeLoads,
  sampleSeries,
  sampleWeeks,
  type TrainingDay,
} from './sampleAthlete';
import {riskSeverities, summariseSampleDay, summariseSampleMorning} from './sampleSummary';

const halfPlan = PLAN_FACTS.find((plan) => plan.id === 'half');
const halfTaper = TAPER_GUIDES.find((guide) => guide.distance === 'Half marathon');
const runs = sampleAthlete.days.filter(isRun);
const sumKm = (days: readonly TrainingDay[]) =>
  days.filter(isRun).reduce((total, r) => total + r.distanceKm, 0);

const sampleSummary = summariseSampleDay(sampleAthlete.raceDay);

describe('sample athlete: shape of the plan', () => {
  it('is a 12-week half-marathon build of 84 days ending on race day', () => {
    expect(halfPlan?.weeks).toBe(12);
    expect(sampleAthlete.days).toHaveLength((halfPlan?.weeks ?? 0) * DAYS_PER_WEEK);
    expect(sampleWeeks()).toHaveLength(12);
    expect(sampleAthlete.raceDay).toBe(83);
    expect(sampleAthlete.days[83]).toMatchObject({type: 'race'});
    expect(runs.filter((r) => r.type === 'race')).toHaveLength(1);
    expect(sampleAthlete.days[83]?.type === 'race' && sampleAthlete.days[83].distanceKm).toBeCloseTo(
      21.0975,
      4,
    );
  });

  it('has 4 to 6 runs every week, as the half-marathon plan promises', () => {
    const [min, max] = halfPlan?.runsPerWeek ?? [0, 0];
    for (const week of sampleWeeks()) {
      expect(week.runs).toBeGreaterThanOrEqual(min);
      expect(week.runs).toBeLessThanOrEqual(max);
    }
  });

  it('has valid, internally consistent runs', () => {
    const [minRpe, maxRpe] = RPE_SCALE;
    for (const r of runs) {
      expect(r.distanceKm).toBeGreaterThan(0);
      expect(r.durationMin).toBeGreaterThan(0);
      expect(r.durationMin).toBeLessThanOrEqual(MINUTES_PER_DAY);
      expect(r.rpe).toBeGreaterThanOrEqual(minRpe);
      expect(r.rpe).toBeLessThanOrEqual(maxRpe);
      expect(r.paceSecPerKm).toBeGreaterThan(0);
      // duration = distance × pace, rounded to 0.1 min
      expect(Math.abs(r.durationMin - (r.distanceKm * r.paceSecPerKm) / 60)).toBeLessThanOrEqual(0.05);
    }
  });

  it('rates each kind of run with the effort the pages give it', () => {
    const within =
      ([low, high]: readonly [number, number]) =>
      (rpe: number) =>
        rpe >= low && rpe <= high;
    const rpes = (type: string) => runs.filter((r) => r.type === type).map((r) => r.rpe);
    expect(rpes('easy').filter((rpe) => !within(RPE_EASY)(rpe))).toEqual([]);
    expect(rpes('tempo').filter((rpe) => !within(RPE_TEMPO)(rpe))).toEqual([]);
    // Intervals are never rated easier than a tempo; the race week's short sharpener sits at the tempo's top.
    expect(Math.min(...rpes('intervals'))).toBeGreaterThanOrEqual(RPE_TEMPO[1]);
  });

  it('has realistic paces and efforts around the threshold pace', () => {
    const threshold = sampleAthlete.thresholdPaceSecPerKm;
    for (const r of runs) {
      if (r.type === 'easy' || r.type === 'long') {
        expect(r.paceSecPerKm).toBeGreaterThan(threshold * 1.1); // easy running is clearly slower
        expect(r.rpe).toBeLessThanOrEqual(6);
      } else {
        expect(r.paceSecPerKm).toBeLessThan(threshold * 1.15);
        expect(r.rpe).toBeGreaterThanOrEqual(7);
      }
    }
    // Race: just slower than threshold, finishing within the plan's 1:30–2:30 h target band.
    const race = runs.find((r) => r.type === 'race');
    expect(race?.paceSecPerKm).toBeGreaterThan(threshold);
    expect(race?.durationMin).toBeGreaterThan(90);
    expect(race?.durationMin).toBeLessThan(150);
  });

  it('grows the long run, then tapers it', () => {
    const longest = sampleWeeks().map((week) => week.longestRunKm);
    const early = Math.max(...longest.slice(0, 3));
    const peak = Math.max(...longest.slice(0, 11));
    expect(peak).toBeGreaterThan(early + 5);
    expect(longest.indexOf(peak)).toBeGreaterThanOrEqual(8); // peak long run in week 9 or later
    const taperRuns = sampleAthlete.days
      .slice(sampleAthlete.taperStartDay, sampleAthlete.raceDay)
      .filter(isRun);
    expect(Math.max(...taperRuns.map((r) => r.distanceKm))).toBeLessThan(peak * 0.75);
  });

  it('raises weekly distance by at most 15%, except straight after a lighter recovery week', () => {
    for (let index = 1; index < 11; index += 1) {
      const previous = sampleWeeks()[index - 1];
      const current = sampleWeeks()[index];
      if (!previous || !current) throw new Error('missing week');
      const isAfterRecovery = index >= 2 && previous.km < (sampleWeeks()[index - 2]?.km ?? 0);
      const baseline = isAfterRecovery ? (sampleWeeks()[index - 2]?.km ?? 0) : previous.km;
      expect(current.km / baseline).toBeLessThanOrEqual(1.15);
    }
    // Recovery weeks cut volume by 20–35%.
    for (const week of [4, 8]) {
      const ratio = (sampleWeeks()[week - 1]?.km ?? 0) / (sampleWeeks()[week - 2]?.km ?? 1);
      expect(ratio).toBeGreaterThanOrEqual(0.65);
      expect(ratio).toBeLessThanOrEqual(0.8);
    }
  });

  it('ends with a 7–10 day taper cutting volume by about 40%', () => {
    const [minDays, maxDays] = halfTaper?.days ?? [0, 0];
    const taperDays = sampleAthlete.raceDay - sampleAthlete.taperStartDay + 1;
    expect(taperDays).toBeGreaterThanOrEqual(minDays);
    expect(taperDays).toBeLessThanOrEqual(maxDays);
    // Daily km in the taper (race excluded) against the 14 days before it.
    const {taperStartDay, raceDay, days} = sampleAthlete;
    const taperPerDay = sumKm(days.slice(taperStartDay, raceDay)) / (raceDay - taperStartDay);
    const buildPerDay = sumKm(days.slice(taperStartDay - 14, taperStartDay)) / 14;
    const cutPercent = (1 - taperPerDay / buildPerDay) * 100;
    expect(cutPercent).toBeGreaterThanOrEqual((halfTaper?.volumeCutPercent ?? 0) - 5);
    expect(cutPercent).toBeLessThanOrEqual((halfTaper?.volumeCutPercent ?? 0) + 10);
  });
});

describe('sample athlete: computed load', () => {
  it('computes daily loads with the library', () => {
    expect(sampleDailyLoads()).toHaveLength(84);
    expect(sampleDailySrpeLoads()).toHaveLength(84);
    sampleAthlete.days.forEach((day, index) => {
      if (isRun(day)) {
        const expected = rTSS({
          durationMin: day.durationMin,
          paceSecPerKm: day.paceSecPerKm,
          thresholdPaceSecPerKm: sampleAthlete.thresholdPaceSecPerKm,
        });
        expect(sampleDailyLoads()[index]).toBe(expected);
        expect(sampleDailySrpeLoads()[index]).toBe(day.durationMin * day.rpe);
      } else {
        expect(sampleDailyLoads()[index]).toBe(0);
        expect(sampleDailySrpeLoads()[index]).toBe(0);
      }
    });
  });

  it('builds fitness across the block and arrives fresh on race day', () => {
    expect(sampleSeries()).toHaveLength(84);
    const start = sampleSeries()[0];
    const endOfWeek10 = sampleSeries()[69];
    expect(endOfWeek10?.ctl).toBeGreaterThan((start?.ctl ?? 0) + 5);
    for (const point of sampleSeries()) {
      expect(Number.isFinite(point.ctl) && Number.isFinite(point.atl) && Number.isFinite(point.tsb)).toBe(
        true,
      );
      expect(tsbZone(point.tsb)).not.toBe('danger');
    }
    expect(['fresh', 'peak']).toContain(sampleSummary.tsbZone);
  });

  it('never spikes the acute:chronic ratio into caution or danger', () => {
    for (let day = 27; day < 84; day += 1) {
      const ratio = acwr(sampleDailyLoads().slice(0, day + 1));
      expect(ratio).not.toBeNull();
      expect(['underloaded', 'safe']).toContain(acwrZone(ratio ?? 0));
    }
  });

  it('summarises race day from the computed series', () => {
    const raceDay = sampleSeries()[83];
    expect(sampleSummary.day).toBe(83);
    expect(sampleSummary.ctl).toBe(raceDay?.ctl);
    expect(sampleSummary.atl).toBe(raceDay?.atl);
    expect(sampleSummary.tsb).toBe(raceDay?.tsb);
    expect(sampleSummary.acwr).toBe(acwr(sampleDailyLoads()));
    // Race week: 6 + 6 + 4 + 21.0975 km against the biggest of weeks 9-11, the 52 km peak week 10.
    expect(sampleSummary.weekKm).toBeCloseTo(sampleWeeks()[11]?.km ?? 0, 10);
    expect(sampleSummary.referenceWeekKm).toBeCloseTo(sampleWeeks()[9]?.km ?? 0, 10);
    expect(sampleWeeks()[9]?.km).toBe(
      Math.max(
        ...sampleWeeks()
          .slice(8, 11)
          .map((w) => w.km),
      ),
    );
    expect(sampleSummary.weekKmChangePercent).toBeLessThan(0);
    expect(sampleSummary.weeklyVolumeZone).toBe('safe');
    expect(sampleSummary.latestRun?.day).toBe(83);
    expect(sampleSummary.latestRun?.run.type).toBe('race');
    expect(sampleSummary.latestRun?.rtss).toBe(sampleDailyLoads()[83]);
  });

  it('summarises early days without inventing data', () => {
    const first = summariseSampleDay(0);
    expect(first.acwr).toBeNull();
    expect(first.acwrZone).toBeNull();
    expect(first.ctlRampPerWeek).toBeNull();
    expect(first.weekKmChangePercent).toBeNull();
    expect(first.latestRun).toBeNull(); // day 0 is a rest day
    expect(summariseSampleDay(1).latestRun?.day).toBe(1);
    expect(() => summariseSampleDay(84)).toThrow(RangeError);
    expect(() => summariseSampleDay(1.5)).toThrow(RangeError);
  });
});

describe('riskSeverities: the injury risk of a summarised day', () => {
  it('takes the worst of form, load ratio and weekly volume', () => {
    const week7 = summariseSampleDay(6 * 7 + 4);
    const severities = riskSeverities(week7);
    expect(severities.overall).toBe(Math.max(severities.tsb, severities.acwr, severities.volume));
    expect(severities.plannedLow).toBe(false);
  });

  it('does not count a low load ratio once the taper has begun, and does before it', () => {
    const morning = summariseSampleMorning(sampleAthlete.raceDay);
    expect(morning.acwrZone).toBe('underloaded');
    const raceMorning = riskSeverities(morning);
    expect(raceMorning.plannedLow).toBe(true);
    expect(raceMorning.acwr).toBe(0);
    // The same day read as if the taper started later: the low ratio is a warning sign again.
    const unplanned = riskSeverities(morning, {taperStartDay: sampleAthlete.raceDay + 1});
    expect(unplanned.plannedLow).toBe(false);
    expect(unplanned.acwr).toBeGreaterThan(0);
    expect(unplanned.overall).toBeGreaterThanOrEqual(unplanned.acwr);
  });

  it('needs four weeks of history', () => {
    expect(() => riskSeverities(summariseSampleDay(10))).toThrow(RangeError);
  });
});
