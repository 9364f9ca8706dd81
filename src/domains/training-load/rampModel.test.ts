/**
 * The fitness (CTL) ramp bands checked against the site's own model: every number below is computed by
 * ./metrics.ts and classified by ./zones.ts, none is typed in as an expected value.
 *
 * Two ways to ramp, and which rule catches each:
 * - Held: fitness has been rising by r points every week. Under the EWMA recurrence the daily load then runs
 *   41 × r / 7 above CTL and fatigue 35 × r / 7 above CTL, so form (TSB) sits at −5 × r. Held ramps show up in
 *   TSB: up to 5 keeps form above −25, 5 to 7 takes it to the recovery-mode line (−30), 7 or more below it.
 * - Reached in one jump: a runner on a plateau puts in one week that lifts CTL by r. That week's load is far
 *   above the last four weeks', so the acute:chronic ratio catches it: above 7 it is a danger spike.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  ACWR_ZONES,
  CTL_RAMP_CEILING_PER_WEEK,
  CTL_RAMP_GENTLE_MAX_PER_WEEK,
  CTL_RAMP_ZONES,
  TSB_ZONES,
} from '../../constants';
import {DAYS_PER_WEEK, acwr, ctlAtlSeries, ctlRampPerWeek, weeklyVolumeChangePercent} from './metrics';
import {acwrZone, ctlRampZone, tsbZone, weeklyVolumeZone} from './zones';
import {sampleAthlete, sampleSeries} from './sampleAthlete';
import {summariseSampleDay} from './sampleSummary';

const WEEKS = 12;
const DAYS = WEEKS * DAYS_PER_WEEK;
const RECOVERY_LINE = TSB_ZONES.danger[1];

/**
 * A held ramp: CTL rising by exactly `pointsPerWeek` every week for 12 weeks from `startCtl`. The daily load
 * grows by pointsPerWeek / 7 a day; the starting fatigue is the one that load pattern has already built
 * (so day 0 is mid-build, not a standing start). Returns the loads and the computed series.
 */
function heldRamp(startCtl: number, pointsPerWeek: number) {
  const perDay = pointsPerWeek / DAYS_PER_WEEK;
  // The EWMA of a load rising by `perDay` a day lags it by (TC − 1) × perDay: CTL by 41, ATL by 6.
  const loads = Array.from({length: DAYS}, (_, day) => startCtl + 41 * perDay + perDay * (day + 1));
  const series = ctlAtlSeries(loads, {startCtl, startAtl: startCtl + 35 * perDay});
  return {loads, series};
}

function weeklyTotals(loads: readonly number[]): number[] {
  return Array.from({length: loads.length / DAYS_PER_WEEK}, (_, week) =>
    loads.slice(week * DAYS_PER_WEEK, (week + 1) * DAYS_PER_WEEK).reduce((sum, load) => sum + load, 0),
  );
}

/** Six weeks on a plateau at `ctl` (CTL = ATL = daily load), then one week of `load` a day. */
function jumpWeek(ctl: number, load: number): number[] {
  return [...Array.from({length: 6 * DAYS_PER_WEEK}, () => ctl), ...Array.from({length: 7}, () => load)];
}

/**
 * The daily load that lifts CTL by `points` in one week from a plateau at `ctl`, found by bisection on the
 * model itself (the ramp grows with the load).
 */
function jumpLoad(ctl: number, points: number): number {
  const rampFor = (load: number) => {
    const series = ctlAtlSeries(jumpWeek(ctl, load), {startCtl: ctl, startAtl: ctl});
    return ctlRampPerWeek(series) ?? 0;
  };
  let low = ctl;
  let high = ctl * 10 + points * 100;
  for (let step = 0; step < 200; step += 1) {
    const mid = (low + high) / 2;
    if (rampFor(mid) < points) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/** ACWR at the end of a one-week jump that lifts CTL by `points` from a plateau at `ctl`. */
function jumpAcwr(ctl: number, points: number): number {
  return acwr(jumpWeek(ctl, jumpLoad(ctl, points))) ?? 0;
}

describe('the ramp bands', () => {
  it('are easing off below 0, building gently to 5, the upper edge to 7, aggressive above', () => {
    expect(CTL_RAMP_ZONES).toEqual({
      easing: [Number.NEGATIVE_INFINITY, 0],
      gentle: [0, CTL_RAMP_GENTLE_MAX_PER_WEEK],
      edge: [CTL_RAMP_GENTLE_MAX_PER_WEEK, CTL_RAMP_CEILING_PER_WEEK],
      aggressive: [CTL_RAMP_CEILING_PER_WEEK, Number.POSITIVE_INFINITY],
    });
  });

  it('the held-ramp helper really holds the ramp it is asked for', () => {
    const {series} = heldRamp(40, 3);
    for (let day = DAYS_PER_WEEK; day < DAYS; day += 1) {
      expect(ctlRampPerWeek(series, day)).toBeCloseTo(3, 9);
    }
  });
});

describe('a ramp held inside "building gently"', () => {
  const cases = [25, 35, 50, 70].flatMap((ctl) => [0, 1, 2.5, 4, 4.99].map((ramp) => [ctl, ramp] as const));

  it.each(cases)(
    'from CTL %p at %p points a week keeps ACWR safe, form above −30 and weekly volume gradual',
    (ctl, ramp) => {
      const {loads, series} = heldRamp(ctl, ramp);
      for (let day = 0; day < DAYS; day += 1) {
        const point = series[day];
        if (!point) throw new Error('missing day');
        expect(tsbZone(point.tsb)).not.toBe('danger');
        expect(point.tsb).toBeGreaterThan(RECOVERY_LINE);
        const weekRamp = ctlRampPerWeek(series, day);
        if (weekRamp !== null) expect(ctlRampZone(weekRamp)).toBe('gentle');
        const ratio = acwr(loads.slice(0, day + 1));
        if (ratio !== null) expect(acwrZone(ratio)).toBe('safe');
      }
      const totals = weeklyTotals(loads);
      for (let week = 1; week < totals.length; week += 1) {
        expect(
          weeklyVolumeZone(weeklyVolumeChangePercent(totals[week - 1] ?? 0, totals[week] ?? 0) ?? 0),
        ).toBe('safe');
      }
    },
  );
});

describe('a ramp held at the upper edge or above', () => {
  it.each([5, 5.5, 6, 6.5, 6.99])(
    '%p points a week is the upper edge: form sits at −25 or lower, reaching −30 from 6 points',
    (ramp) => {
      const {series} = heldRamp(45, ramp);
      const last = series[DAYS - 1];
      expect(ctlRampZone(ctlRampPerWeek(series) ?? 0)).toBe('edge');
      expect(last?.tsb).toBeLessThanOrEqual(-25 + 1e-9);
      if (ramp >= 6) expect(last?.tsb).toBeLessThanOrEqual(RECOVERY_LINE + 1e-9);
      else expect(last?.tsb).toBeGreaterThan(RECOVERY_LINE);
    },
  );

  it.each([7, 8, 10])(
    '%p points a week is aggressive: form stays in the danger zone (recovery mode) every day',
    (ramp) => {
      const {loads, series} = heldRamp(45, ramp);
      expect(ctlRampZone(ctlRampPerWeek(series) ?? 0)).toBe('aggressive');
      for (const point of series) expect(tsbZone(point.tsb)).toBe('danger');
      // A held ramp does not spike the ratio: TSB, not ACWR, is the rule that catches it.
      expect(acwrZone(acwr(loads) ?? 0)).not.toBe('danger');
    },
  );
});

describe('a ramp reached in one jump from a plateau', () => {
  it.each([30, 35, 40, 45, 50, 55])(
    'above 7 points in one week from CTL %p is an ACWR danger spike',
    (ctl) => {
      for (const ramp of [7, 7.5, 9]) {
        expect(ctlRampZone(ramp)).toBe('aggressive');
        expect(jumpAcwr(ctl, ramp)).toBeGreaterThanOrEqual(ACWR_ZONES.danger[0]);
        expect(acwrZone(jumpAcwr(ctl, ramp))).toBe('danger');
      }
    },
  );

  it('+5 in one week from CTL 35 takes about 92% more load and an ACWR of about 1.56 (the articles’ example)', () => {
    const load = jumpLoad(35, 5);
    expect(Math.round((load / 35 - 1) * 100)).toBe(92);
    expect(jumpAcwr(35, 5).toFixed(2)).toBe('1.56');
    expect(acwrZone(jumpAcwr(35, 5))).toBe('danger');
    // Even a "gentle" +3 reached in one jump from 35 is already a caution-zone ratio: ramps are built up to.
    expect(acwrZone(jumpAcwr(35, 3))).toBe('caution');
  });

  it('a build of +10% a week from a steady CTL 35 reaches about 40 in four weeks, ramping gently, ACWR safe', () => {
    const loads = jumpWeek(35, 35).slice(0, 6 * DAYS_PER_WEEK);
    for (let week = 1; week <= 4; week += 1) loads.push(...Array.from({length: 7}, () => 35 * 1.1 ** week));
    const series = ctlAtlSeries(loads, {startCtl: 35, startAtl: 35});
    const end = loads.length - 1;
    expect(Math.round(series[end]?.ctl ?? 0)).toBe(40);
    const ramps = [3, 2, 1, 0].map(
      (weeksBack) => ctlRampPerWeek(series, end - weeksBack * DAYS_PER_WEEK) ?? 0,
    );
    expect(ramps.map((ramp) => ctlRampZone(ramp))).toEqual(['gentle', 'gentle', 'gentle', 'gentle']);
    expect(ramps[0]?.toFixed(1)).toBe('0.5');
    expect(Math.round(ramps[3] ?? 0)).toBe(2);
    for (let day = 6 * DAYS_PER_WEEK; day <= end; day += 1) {
      expect(acwrZone(acwr(loads.slice(0, day + 1)) ?? 0)).toBe('safe');
    }
  });

  it('the articles state these numbers as the model computes them', () => {
    const blog = (file: string) => fs.readFileSync(path.join(__dirname, '../../../blog', file), 'utf8');
    const endurance = blog('2025-06-05-unleash-your-endurance.mdx');
    const load = jumpLoad(35, 5);
    expect(endurance).toContain(`about ${Math.round((load / 35 - 1) * 100)}% more training`);
    expect(endurance).toContain(`ratio of about ${jumpAcwr(35, 5).toFixed(2)}`);
    expect(endurance).toContain('by 10% a week reaches a CTL of about 40 after four weeks');
    // "Held for weeks, 5 to 7 points a week keeps form near −25 to −35".
    const formAt = (ramp: number) => Math.round(heldRamp(45, ramp).series[DAYS - 1]?.tsb ?? 0);
    const held = `${formAt(CTL_RAMP_GENTLE_MAX_PER_WEEK)} to ${formAt(CTL_RAMP_CEILING_PER_WEEK)}`.replace(
      /-/g,
      '\u2212',
    );
    const glossary = fs.readFileSync(path.join(__dirname, '../../../docs/glossary.mdx'), 'utf8');
    expect(glossary).toContain(`about ${Math.round((load / 35 - 1) * 100)}% more training`);
    expect(glossary).toContain(`ratio of about ${jumpAcwr(35, 5).toFixed(2)}`);
    expect(glossary).toContain(held);
    for (const file of [
      '2025-06-05-unleash-your-endurance.mdx',
      '2025-04-22-dangers-of-overtraining.mdx',
      '2025-10-07-mastering-data-integration.mdx',
    ]) {
      expect(blog(file)).toContain(held);
      expect(blog(file)).not.toMatch(
        /5[–-]7 points (a|per) week is a sustainable|rising 5[–-]7 points a week/,
      );
    }
  });
});

describe('the sample runner', () => {
  const weekEnds = Array.from({length: WEEKS - 1}, (_, index) => (index + 2) * DAYS_PER_WEEK - 1);
  const rampOfWeek = (week: number) => ctlRampPerWeek(sampleSeries(), week * DAYS_PER_WEEK - 1) ?? Number.NaN;

  it('builds gently in every build week and eases off in the recovery weeks', () => {
    for (const week of [2, 3, 5, 6, 7, 9, 10]) {
      expect(ctlRampZone(rampOfWeek(week))).toBe('gentle');
      expect(rampOfWeek(week)).toBeGreaterThan(0);
    }
    for (const week of [4, 8]) expect(ctlRampZone(rampOfWeek(week))).toBe('easing');
  });

  it('never reaches the upper edge, so no good week of hers reads as easing off or as a risk', () => {
    for (const day of weekEnds) {
      const zone = summariseSampleDay(day).ctlRampZone;
      expect(['easing', 'gentle']).toContain(zone);
    }
    expect(sampleAthlete.days).toHaveLength(DAYS);
  });
});
