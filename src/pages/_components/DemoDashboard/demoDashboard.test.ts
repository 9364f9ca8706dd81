import {formatSigned} from '@site/src/lib/format';
import {
  sampleAthlete,
  sampleSummary,
  sampleWeeks,
  summariseSampleDay,
} from '@site/src/domains/training-load/sampleAthlete';
import {ACWR_ZONE_INFO, TSB_ZONE_INFO} from '@site/src/domains/training-load/zones';
import {RISK_SUMMARY, buildDemoDashboard, demoDashboard, type RiskLevel} from './demoDashboard';

describe('demo dashboard', () => {
  it('shows the sample athlete on race day, with numbers computed from the summary', () => {
    expect(demoDashboard.athlete.name).toBe(sampleAthlete.name);
    expect(demoDashboard.dayLabel).toBe(`Race day, week ${sampleWeeks.length} of ${sampleWeeks.length}`);
    expect(demoDashboard.fitness).toBe(String(Math.round(sampleSummary.ctl)));
    expect(demoDashboard.fatigue).toBe(String(Math.round(sampleSummary.atl)));
    expect(demoDashboard.form.value).toBe(formatSigned(sampleSummary.tsb));
    expect(demoDashboard.acwr.value).toBe(sampleSummary.acwr?.toFixed(2));
    expect(demoDashboard.weeklyVolume.km).toBe(sampleSummary.weekKm.toFixed(1));
    expect(demoDashboard.weeklyVolume.weeks).toHaveLength(sampleWeeks.length);
    expect(demoDashboard.latestRun.rtss).toBe(String(Math.round(sampleSummary.latestRun?.rtss ?? NaN)));
  });

  it('names every zone in words from the training-load library', () => {
    expect(demoDashboard.form.zone.label).toBe(TSB_ZONE_INFO[sampleSummary.tsbZone].label);
    expect(demoDashboard.acwr.zone.label).toBe(ACWR_ZONE_INFO[sampleSummary.acwrZone ?? 'safe'].label);
    for (const zone of [demoDashboard.form.zone, demoDashboard.acwr.zone, demoDashboard.weeklyVolume.zone]) {
      expect(zone.label).not.toBe('');
      expect(['safe', 'caution', 'danger']).toContain(zone.tone);
    }
  });

  it('rates race day (tapered, ACWR in the sweet spot) as low injury risk', () => {
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
