import {formatSigned} from '@site/src/lib/format';
import {
  isRun,
  sampleAthlete,
  sampleSeries,
  sampleWeeks,
  sum,
} from '@site/src/domains/training-load/sampleAthlete';
import {summariseSampleDay, summariseSampleMorning} from '@site/src/domains/training-load/sampleSummary';
import {TSB_ZONE_INFO} from '@site/src/domains/training-load/zones';
import {RISK_SUMMARY, buildDemoDashboard, raceMorningDashboard, type RiskLevel} from './demoDashboard';

const demoDashboard = raceMorningDashboard();
const sampleSummary = summariseSampleMorning(sampleAthlete.raceDay);

describe('demo dashboard', () => {
  it('shows one moment, the morning of the race: fitness minus fatigue is the form shown', () => {
    const dayBefore = sampleSeries()[sampleAthlete.raceDay - 1];
    expect(sampleSummary.ctl).toBe(dayBefore?.ctl);
    expect(sampleSummary.atl).toBe(dayBefore?.atl);
    expect(sampleSummary.tsb).toBeCloseTo((dayBefore?.ctl ?? NaN) - (dayBefore?.atl ?? NaN), 10);
    expect(Number(demoDashboard.form.value.replace('\u2212', '-'))).toBeCloseTo(
      Number(demoDashboard.fitness) - Number(demoDashboard.fatigue),
      -0.1,
    );
    // The race itself has not been run yet: the latest run is from before race day.
    expect(sampleSummary.latestRun?.day).toBeLessThan(sampleAthlete.raceDay);
  });

  it('shows the sample athlete on race morning, with numbers computed from the summary', () => {
    expect(demoDashboard.athlete.name).toBe(sampleAthlete.name);
    expect(demoDashboard.dayLabel).toBe(
      `Race morning, week ${sampleWeeks().length} of ${sampleWeeks().length}`,
    );
    expect(demoDashboard.fitness).toBe(String(Math.round(sampleSummary.ctl)));
    expect(demoDashboard.fatigue).toBe(String(Math.round(sampleSummary.atl)));
    expect(demoDashboard.form.value).toBe(formatSigned(sampleSummary.tsb));
    expect(demoDashboard.acwr.value).toBe(sampleSummary.acwr?.toFixed(2));
    expect(demoDashboard.weeklyVolume.km).toBe(sampleSummary.weekKm.toFixed(1));
    expect(demoDashboard.weeklyVolume.spansKm).toHaveLength(sampleWeeks().length);
    // The bars end with the tile's own number (the race is not run yet), and the change is measured
    // against the biggest of the three bars before it.
    const spans = demoDashboard.weeklyVolume.spansKm;
    expect(spans.at(-1)).toBe(sampleSummary.weekKm);
    expect(sampleSummary.referenceWeekKm).toBe(Math.max(...spans.slice(-4, -1)));
    expect(sum(spans)).toBeCloseTo(
      sum(
        sampleAthlete.days
          .slice(0, sampleAthlete.raceDay)
          .filter(isRun)
          .map((r) => r.distanceKm),
      ),
      6,
    );
    expect(demoDashboard.latestRun.rtss).toBe(String(Math.round(sampleSummary.latestRun?.rtss ?? NaN)));
  });

  it('names every zone in words from the training-load library', () => {
    expect(demoDashboard.form.zone.label).toBe(TSB_ZONE_INFO[sampleSummary.tsbZone].label);
    // Race morning after the taper: the ratio is low by plan, said in words and not counted as a risk.
    expect(sampleSummary.acwrZone).toBe('underloaded');
    expect(demoDashboard.acwr.zone).toMatchObject({label: 'Low: taper', tone: 'info'});
    for (const zone of [demoDashboard.form.zone, demoDashboard.weeklyVolume.zone]) {
      expect(zone.label).not.toBe('');
      expect(['safe', 'caution', 'danger']).toContain(zone.tone);
    }
  });

  it('rates race morning (tapered, form fresh, the low ratio planned) as low injury risk', () => {
    expect(demoDashboard.injuryRisk).toEqual({level: 'Low', tone: 'safe', summary: RISK_SUMMARY.Low});
  });

  it('takes the worst of form, ACWR and weekly volume as the overall risk', () => {
    const levels = new Set<RiskLevel>();
    for (let day = 27; day <= sampleAthlete.raceDay; day += 1) {
      const summary = summariseSampleDay(day);
      if (summary.weekKmChangePercent === null) continue;
      const board = buildDemoDashboard(summary);
      levels.add(board.injuryRisk.level);
      const tones = [board.form.zone.tone, board.acwr.zone.tone, board.weeklyVolume.zone.tone];
      const worst = tones.includes('danger') ? 'danger' : tones.includes('caution') ? 'caution' : 'safe';
      expect(board.injuryRisk.tone).toBe(worst);
    }
    expect(levels.size).toBeGreaterThan(1);
  });

  it('refuses a day without four weeks of history', () => {
    expect(() => buildDemoDashboard(summariseSampleDay(10))).toThrow('four weeks');
  });
});
