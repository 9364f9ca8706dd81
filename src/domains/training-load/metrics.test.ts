import {
  ACWR_WEEKS,
  acwr,
  acwrBreakdown,
  ctlAtlSeries,
  ctlRampPerWeek,
  intensityFactor,
  rTSS,
  seriesHighlights,
  sessionRpeLoad,
  weeklyAcwr,
  weeklySessionRpeLoad,
  volumeReferenceWeek,
  weeklyVolumeChangePercent,
} from './metrics';

// All reference values below are computed by hand; the arithmetic is in the comments.

describe('rTSS', () => {
  it('scores an easy hour at 6:00/km with a 5:00/km threshold as 69.4', () => {
    // IF = 300 / 360 = 0.83333; IF² = 0.69444; 0.69444 × 1 h × 100 = 69.444
    expect(intensityFactor(360, 300)).toBeCloseTo(0.83333, 5);
    expect(rTSS({durationMin: 60, paceSecPerKm: 360, thresholdPaceSecPerKm: 300})).toBeCloseTo(69.444, 3);
  });

  it('scores exactly 100 per hour at threshold pace', () => {
    // IF = 1; 1 × 1 h × 100 = 100; 90 min → 1 × 1.5 × 100 = 150
    expect(rTSS({durationMin: 60, paceSecPerKm: 300, thresholdPaceSecPerKm: 300})).toBe(100);
    expect(rTSS({durationMin: 90, paceSecPerKm: 290, thresholdPaceSecPerKm: 290})).toBeCloseTo(150, 10);
  });

  it('scores faster-than-threshold running above 100 per hour', () => {
    // IF = 300 / 270 = 1.11111; IF² = 1.23457; × 0.5 h × 100 = 61.728
    expect(rTSS({durationMin: 30, paceSecPerKm: 270, thresholdPaceSecPerKm: 300})).toBeCloseTo(61.728, 3);
  });

  it('scores a zero-minute session as 0', () => {
    expect(rTSS({durationMin: 0, paceSecPerKm: 300, thresholdPaceSecPerKm: 300})).toBe(0);
  });

  it.each([
    [{durationMin: -1, paceSecPerKm: 300, thresholdPaceSecPerKm: 300}, /durationMin must not be negative/],
    [
      {durationMin: Number.NaN, paceSecPerKm: 300, thresholdPaceSecPerKm: 300},
      /durationMin must be a finite/,
    ],
    [{durationMin: Infinity, paceSecPerKm: 300, thresholdPaceSecPerKm: 300}, /durationMin must be a finite/],
    [{durationMin: 1441, paceSecPerKm: 300, thresholdPaceSecPerKm: 300}, /durationMin must be at most 1440/],
    [{durationMin: 60, paceSecPerKm: 0, thresholdPaceSecPerKm: 300}, /paceSecPerKm must be greater than 0/],
    [
      {durationMin: 60, paceSecPerKm: -300, thresholdPaceSecPerKm: 300},
      /paceSecPerKm must be greater than 0/,
    ],
    [
      {durationMin: 60, paceSecPerKm: Number.NaN, thresholdPaceSecPerKm: 300},
      /paceSecPerKm must be a finite/,
    ],
    [{durationMin: 60, paceSecPerKm: 300, thresholdPaceSecPerKm: 0}, /thresholdPaceSecPerKm must be greater/],
    [
      {durationMin: 60, paceSecPerKm: 300, thresholdPaceSecPerKm: -Infinity},
      /thresholdPaceSecPerKm must be a/,
    ],
  ])('throws a RangeError for %o', (input, message) => {
    expect(() => rTSS(input)).toThrow(RangeError);
    expect(() => rTSS(input)).toThrow(message);
  });

  it('accepts exactly 24 hours', () => {
    // IF = 1; 24 h × 100 = 2400
    expect(rTSS({durationMin: 1440, paceSecPerKm: 300, thresholdPaceSecPerKm: 300})).toBe(2400);
  });
});

describe('sessionRpeLoad', () => {
  it('multiplies minutes by RPE', () => {
    expect(sessionRpeLoad(60, 5)).toBe(300); // 60 × 5
    expect(sessionRpeLoad(45, 7.5)).toBe(337.5); // 45 × 7.5
    expect(sessionRpeLoad(30, 1)).toBe(30); // bottom of the scale
    expect(sessionRpeLoad(20, 10)).toBe(200); // top of the scale
  });

  it.each([
    [-5, 5, /durationMin must not be negative/],
    [1441, 5, /durationMin must be at most 1440/],
    [Number.NaN, 5, /durationMin must be a finite/],
    [60, 0, /rpe must be between 1 and 10/],
    [60, 0.99, /rpe must be between 1 and 10/],
    [60, 10.5, /rpe must be between 1 and 10/],
    [60, Number.NaN, /rpe must be a finite/],
    [60, Infinity, /rpe must be a finite/],
  ])('throws a RangeError for %p minutes at RPE %p', (minutes, rpe, message) => {
    expect(() => sessionRpeLoad(minutes, rpe)).toThrow(RangeError);
    expect(() => sessionRpeLoad(minutes, rpe)).toThrow(message);
  });
});

describe('weeklySessionRpeLoad', () => {
  it('multiplies weekly minutes by the average RPE', () => {
    expect(weeklySessionRpeLoad(280, 6)).toBe(1680); // 280 × 6
    expect(weeklySessionRpeLoad(0, 1)).toBe(0);
    expect(weeklySessionRpeLoad(10080, 10)).toBe(100800); // 7 × 1440 minutes is the most a week holds
  });

  it('throws a RangeError for invalid input', () => {
    expect(() => weeklySessionRpeLoad(-1, 5)).toThrow(/totalMinutes must not be negative/);
    expect(() => weeklySessionRpeLoad(10081, 5)).toThrow(/totalMinutes must be at most 10080/);
    expect(() => weeklySessionRpeLoad(300, 11)).toThrow(/averageRpe must be between 1 and 10/);
    expect(() => weeklySessionRpeLoad(300, Number.NaN)).toThrow(/averageRpe must be a finite/);
  });
});

describe('ctlAtlSeries', () => {
  it('computes CTL, ATL and TSB for the first days by hand', () => {
    const [d0, d1, d2] = ctlAtlSeries([100, 0, 50]);
    // Day 0: TSB = 0 − 0 = 0 (previous day = start values)
    //        CTL = 0 + (100 − 0) / 42 = 2.380952; ATL = 0 + (100 − 0) / 7 = 14.285714
    expect(d0).toMatchObject({day: 0, load: 100});
    expect(d0?.tsb).toBe(0);
    expect(d0?.ctl).toBeCloseTo(2.380952, 6);
    expect(d0?.atl).toBeCloseTo(14.285714, 6);
    // Day 1 (rest): TSB = 2.380952 − 14.285714 = −11.904762
    //        CTL = 2.380952 + (0 − 2.380952) / 42 = 2.380952 × 41/42 = 2.324263
    //        ATL = 14.285714 × 6/7 = 12.244898
    expect(d1?.tsb).toBeCloseTo(-11.904762, 6);
    expect(d1?.ctl).toBeCloseTo(2.324263, 6);
    expect(d1?.atl).toBeCloseTo(12.244898, 6);
    // Day 2: TSB = 2.324263 − 12.244898 = −9.920635
    //        CTL = 2.324263 + (50 − 2.324263) / 42 = 2.324263 + 1.135137 = 3.459400
    //        ATL = 12.244898 + (50 − 12.244898) / 7 = 12.244898 + 5.393586 = 17.638484
    expect(d2?.tsb).toBeCloseTo(-9.920635, 6);
    expect(d2?.ctl).toBeCloseTo(3.4594, 6);
    expect(d2?.atl).toBeCloseTo(17.638484, 6);
  });

  it('starts from the given CTL and ATL', () => {
    const [d0] = ctlAtlSeries([70], {startCtl: 50, startAtl: 60});
    // TSB = 50 − 60 = −10; CTL = 50 + (70 − 50) / 42 = 50.476190; ATL = 60 + (70 − 60) / 7 = 61.428571
    expect(d0?.tsb).toBe(-10);
    expect(d0?.ctl).toBeCloseTo(50.47619, 5);
    expect(d0?.atl).toBeCloseTo(61.428571, 5);
  });

  it('converges to a constant load', () => {
    const series = ctlAtlSeries(Array.from({length: 365}, () => 80));
    // After 42 days: CTL = 80 × (1 − (41/42)^42) = 80 × (1 − 0.36345) = 50.92
    expect(series[41]?.ctl).toBeCloseTo(50.92, 1);
    // After 365 days: (41/42)^365 = e^(365 × ln(41/42)) ≈ 0.00015, so CTL ≈ 79.99; (6/7)^365 ≈ 0, ATL = 80
    const last = series[364];
    expect(last?.ctl).toBeCloseTo(80, 1);
    expect(last?.atl).toBeCloseTo(80, 6);
    expect(last?.tsb).toBeCloseTo(0, 1);
  });

  it('returns an empty series for no days', () => {
    expect(ctlAtlSeries([])).toEqual([]);
  });

  it.each([
    [[10, -1], /dailyLoads\[1\] must not be negative/],
    [[Number.NaN], /dailyLoads\[0\] must be a finite/],
    [[0, 0, Infinity], /dailyLoads\[2\] must be a finite/],
  ])('throws a RangeError for loads %p', (loads, message) => {
    expect(() => ctlAtlSeries(loads)).toThrow(RangeError);
    expect(() => ctlAtlSeries(loads)).toThrow(message);
  });

  it('throws a RangeError for a bad starting value', () => {
    expect(() => ctlAtlSeries([1], {startCtl: -1})).toThrow(/startCtl must not be negative/);
    expect(() => ctlAtlSeries([1], {startAtl: Number.NaN})).toThrow(/startAtl must be a finite/);
  });
});

describe('ctlRampPerWeek and seriesHighlights', () => {
  it('measures the CTL change over 7 days', () => {
    const series = ctlAtlSeries(
      Array.from({length: 8}, () => 42),
      {startCtl: 0},
    );
    // CTL(d) = 42 × (1 − (41/42)^(d+1)); CTL(7) − CTL(0) = 42 × ((41/42)^1 − (41/42)^8)
    //        (41/42)^8 = e^(8 × ln(41/42)) = e^(8 × −0.0240975) = e^−0.192780 = 0.824663
    //        = 42 × (0.976190 − 0.824663) = 42 × 0.151527 = 6.364
    expect(ctlRampPerWeek(series)).toBeCloseTo(6.364, 3);
    expect(ctlRampPerWeek(series, 6)).toBeNull();
    expect(() => ctlRampPerWeek(series, 8)).toThrow(RangeError);
  });

  it('finds start, peak and end values', () => {
    const series = ctlAtlSeries([100, 0, 50]);
    const highlights = seriesHighlights(series);
    // From the hand computation above: CTL 2.380952 → 2.324263 → 3.459400; ATL peaks on day 2 (17.638484);
    // lowest TSB −11.904762 on day 1; end TSB −9.920635.
    expect(highlights.startCtl).toBeCloseTo(2.380952, 6);
    expect(highlights.peakCtl).toBeCloseTo(3.4594, 6);
    expect(highlights.peakCtlDay).toBe(2);
    expect(highlights.peakAtlDay).toBe(2);
    expect(highlights.lowestTsb).toBeCloseTo(-11.904762, 6);
    expect(highlights.lowestTsbDay).toBe(1);
    expect(highlights.endTsb).toBeCloseTo(-9.920635, 6);
    expect(() => seriesHighlights([])).toThrow(RangeError);
  });
});

describe('acwr', () => {
  it('is 1.0 on a flat month', () => {
    // acute = 50, chronic = 50 → 1.0
    expect(acwr(Array.from({length: 28}, () => 50))).toBe(1);
  });

  it('is 1.0 on a repeating week with rest days', () => {
    // Every week is [60, 0, 40, 0, 50, 0, 100] = 250: acute = 250/7, chronic = 1000/28 = 250/7 → 1.0
    const week = [60, 0, 40, 0, 50, 0, 100];
    expect(acwr([...week, ...week, ...week, ...week])).toBeCloseTo(1, 10);
  });

  it('is 1.6 when the last week doubles the load', () => {
    // 21 days at 40 then 7 days at 80: acute = 80; chronic = (21 × 40 + 7 × 80) / 28 = 1400 / 28 = 50
    // ACWR = 80 / 50 = 1.6 (the acute week is part of the chronic 28 days)
    const loads = [...Array.from({length: 21}, () => 40), ...Array.from({length: 7}, () => 80)];
    expect(acwr(loads)).toBeCloseTo(1.6, 10);
    expect(acwrBreakdown(loads)).toEqual({acute: 80, chronic: 50, ratio: expect.closeTo(1.6, 10)});
  });

  it('only uses the last 28 days', () => {
    // 100 old days at 1000 are ignored: still 80 / 50
    const loads = [
      ...Array.from({length: 100}, () => 1000),
      ...Array.from({length: 21}, () => 40),
      ...Array.from({length: 7}, () => 80),
    ];
    expect(acwr(loads)).toBeCloseTo(1.6, 10);
  });

  it('returns null with fewer than 28 days or no chronic load', () => {
    expect(acwr(Array.from({length: 27}, () => 50))).toBeNull();
    expect(acwrBreakdown(Array.from({length: 27}, () => 50))).toBeNull();
    expect(acwr(Array.from({length: 28}, () => 0))).toBeNull();
    expect(acwrBreakdown(Array.from({length: 28}, () => 0))).toEqual({acute: 0, chronic: 0, ratio: null});
  });

  it('throws a RangeError for invalid loads', () => {
    const loads = Array.from({length: 28}, () => 50);
    loads[3] = -5;
    expect(() => acwr(loads)).toThrow(RangeError);
    expect(() => acwr(loads)).toThrow(/dailyLoads\[3\] must not be negative/);
  });

  it('gives the same ratio from weekly totals', () => {
    expect(ACWR_WEEKS).toBe(4); // 28 / 7
    // Weekly sRPE loads 1200, 1250, 1300, 1680: chronic = 5430 / 4 = 1357.5; ACWR = 1680 / 1357.5 = 1.237569
    const result = weeklyAcwr([1200, 1250, 1300, 1680]);
    expect(result?.acute).toBe(1680);
    expect(result?.chronic).toBe(1357.5);
    expect(result?.ratio).toBeCloseTo(1.237569, 6);
    // Spiking month as weekly totals: 280, 280, 280, 560 → chronic 350, ACWR 560 / 350 = 1.6
    expect(weeklyAcwr([280, 280, 280, 560])?.ratio).toBeCloseTo(1.6, 10);
    expect(weeklyAcwr([100, 100, 100])).toBeNull();
    expect(weeklyAcwr([0, 0, 0, 0])).toEqual({acute: 0, chronic: 0, ratio: null});
    expect(() => weeklyAcwr([1, 2, Number.NaN, 4])).toThrow(/weeklyLoads\[2\] must be a finite/);
  });
});

describe('weeklyVolumeChangePercent', () => {
  it('computes the change in percent', () => {
    expect(weeklyVolumeChangePercent(40, 44)).toBeCloseTo(10, 10); // (44 − 40) / 40 × 100
    expect(weeklyVolumeChangePercent(40, 30)).toBe(-25); // (30 − 40) / 40 × 100
    expect(weeklyVolumeChangePercent(40, 40)).toBe(0);
    expect(weeklyVolumeChangePercent(0, 10)).toBeNull();
    expect(weeklyVolumeChangePercent(0, 0)).toBeNull();
  });

  it('throws a RangeError for invalid volumes', () => {
    expect(() => weeklyVolumeChangePercent(-1, 10)).toThrow(/previousWeek must not be negative/);
    expect(() => weeklyVolumeChangePercent(10, Number.NaN)).toThrow(/thisWeek must be a finite/);
  });
});

describe('volumeReferenceWeek', () => {
  it('picks the biggest earlier week, so an easy week does not become the baseline', () => {
    expect(volumeReferenceWeek([33, 37, 26])).toBe(1); // 37 km, not last week's recovery 26 km
    expect(volumeReferenceWeek([30, 33, 37])).toBe(2); // a steady build: last week
    expect(volumeReferenceWeek([42, 40, 42])).toBe(2); // a tie goes to the most recent week
    expect(volumeReferenceWeek([0, 0, 0])).toBe(2);
    expect(volumeReferenceWeek([])).toBeNull();
  });

  it('throws a RangeError for an invalid volume', () => {
    expect(() => volumeReferenceWeek([30, -1])).toThrow(/earlierWeeks must not be negative/);
  });
});
