import {
  COMPARISONS,
  COMPARISON_AS_OF,
  COMPARISON_LINKS,
  FEATURES_COMPARISON,
  PLANS_COMPARISON,
  STATUSES,
  STATUS_INFO,
  VS_ALL,
  VS_RUNNA,
  VS_TRENARA,
  type Comparison,
} from './comparisons';

const columnIds = (c: Comparison) => c.columns.map((col) => col.id);
const features = (c: Comparison) => c.rows.map((r) => r.feature);

describe.each(COMPARISONS.map((c) => [c.id, c] as const))('comparison %s', (_id, comparison) => {
  it('has a caption, unique column ids and exactly one product column', () => {
    expect(comparison.caption.length).toBeGreaterThan(10);
    expect(new Set(columnIds(comparison)).size).toBe(comparison.columns.length);
    expect(comparison.columns.filter((c) => c.kind === 'product')).toHaveLength(1);
    for (const col of comparison.columns) {
      if (col.kind === 'other') expect(col.label.trim()).not.toBe('');
    }
  });

  it('has no duplicate features', () => {
    expect(new Set(features(comparison).map((f) => f.toLowerCase())).size).toBe(comparison.rows.length);
  });

  it('gives every row a value and an allowed status for every column, and nothing else', () => {
    for (const row of comparison.rows) {
      expect(Object.keys(row.cells).sort()).toEqual([...columnIds(comparison)].sort());
      for (const cell of Object.values(row.cells)) {
        expect(STATUSES).toContain(cell.status);
        expect(cell.value.trim().length).toBeGreaterThan(3);
      }
    }
  });

  it('explains every partial rating with a note', () => {
    for (const row of comparison.rows) {
      for (const [app, cell] of Object.entries(row.cells)) {
        if (cell.status === 'partial')
          expect({app, feature: row.feature, note: cell.note?.trim()}).toEqual({
            app,
            feature: row.feature,
            note: expect.stringMatching(/\S{3,}/),
          });
      }
    }
  });

  it('never types the product name: the product column gets its header from the settings', () => {
    const product = comparison.columns.find((c) => c.kind === 'product');
    expect(product).toEqual({id: 'product', kind: 'product'});
    expect(JSON.stringify(comparison)).not.toMatch(/Stridely/i);
  });

  it('names the brands it mentions for the trademark note', () => {
    const brands = comparison.columns.flatMap((c) => (c.kind === 'other' ? [c.label] : []));
    if (comparison.basis === 'public-pages') expect(comparison.trademarks).toEqual(brands);
    else expect(comparison.trademarks).toEqual([]);
  });
});

describe('comparison pages', () => {
  it('/vs compares the spec columns and rows', () => {
    expect(VS_ALL.columns.map((c) => (c.kind === 'other' ? c.label : 'product'))).toEqual([
      'Plan-based app',
      'Weekly-adjusting app',
      'Watch & activity apps',
      'product',
    ]);
    expect(features(VS_ALL)).toEqual([
      'Adaptive training',
      'Missed runs',
      'Holiday mode',
      'Warm-ups & stretching',
      'AI coach chat',
      'Injury-risk alerts',
      'Nutrition & holistic',
    ]);
  });

  it('/vs/runna compares the spec rows', () => {
    expect(columnIds(VS_RUNNA)).toEqual(['runna', 'product']);
    expect(features(VS_RUNNA)).toEqual([
      'Adaptive training',
      'Missed runs',
      'Workout difficulty',
      'Holiday mode',
      'Warm-ups & stretching',
      'AI coach',
      'Injury-risk alerts',
    ]);
  });

  it('/vs/trenara compares the spec rows, with instant vs delayed feedback', () => {
    expect(columnIds(VS_TRENARA)).toEqual(['trenara', 'product']);
    expect(features(VS_TRENARA)).toEqual([
      'Adaptive training',
      'Missed runs',
      'Holiday mode',
      'Workout feedback',
      'Warm-ups',
      'AI coach',
      'Injury alerts',
    ]);
    const feedback = VS_TRENARA.rows.find((r) => r.feature === 'Workout feedback');
    expect(feedback?.cells.product.value).toMatch(/instant/i);
    expect(feedback?.cells.trenara.value).toMatch(/delayed/i);
  });

  it('/features compares other apps, the product and traditional coaching, without brands', () => {
    expect(FEATURES_COMPARISON.columns.map((c) => (c.kind === 'other' ? c.label : 'product'))).toEqual([
      'Other running apps',
      'product',
      'Traditional coaching',
    ]);
    expect(FEATURES_COMPARISON.basis).toBe('categories');
    const injury = FEATURES_COMPARISON.rows.find((r) => r.feature === 'Injury-risk monitoring');
    expect(injury?.cells.product.value).toContain('at 1.5 or more the load is reduced automatically');
  });

  it('/training-plans compares a traditional plan with the product', () => {
    expect(columnIds(PLANS_COMPARISON)).toEqual(['traditional', 'product']);
    expect(PLANS_COMPARISON.basis).toBe('categories');
    const find = (feature: string) => PLANS_COMPARISON.rows.find((r) => r.feature === feature);
    // A non-breaking hyphen (U+2011): the narrow column never ends a line with "5-".
    expect(find('Starting point')?.cells.product.value).toContain('5\u2011minute assessment');
    expect(find('Taper')?.cells.product.value).toBe('5 to 28 days by race distance, steered by your form');
  });

  it('has a label and meaning for every status, and a stated month for the claims', () => {
    for (const status of STATUSES) {
      expect(STATUS_INFO[status].label).not.toBe('');
      expect(STATUS_INFO[status].meaning).not.toBe('');
    }
    expect(COMPARISON_AS_OF).toMatch(
      /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/,
    );
  });

  it('links every comparison page', () => {
    for (const [to, link] of Object.entries(COMPARISON_LINKS)) {
      expect(link.to).toBe(to);
      expect(link.title).not.toBe('');
      expect(link.summary.length).toBeGreaterThan(20);
    }
  });
});

describe('sources for ratings of other apps', () => {
  const cited = COMPARISONS.flatMap((comparison) =>
    comparison.rows.flatMap((row) =>
      Object.entries(row.cells)
        .filter(([, cell]) => cell.source !== undefined)
        .map(([app, cell]) => ({comparison: comparison.id, feature: row.feature, app, cell})),
    ),
  );

  it('cites the rival’s own page, read in the month the tables state', () => {
    expect(cited.length).toBeGreaterThanOrEqual(5);
    expect(new Set(cited.map(({comparison}) => comparison))).toEqual(new Set(['vs-runna', 'vs-trenara']));
    for (const {app, cell} of cited) {
      expect(new URL(cell.source?.url ?? '').protocol).toBe('https:');
      expect(new URL(cell.source?.url ?? '').hostname).toContain(app);
      expect(cell.source?.checked).toBe(COMPARISON_AS_OF);
    }
  });

  it('rates Runna’s documented pause and plan realignment instead of calling them missing', () => {
    const runna = (feature: string) =>
      cited.find((entry) => entry.comparison === 'vs-runna' && entry.feature === feature)?.cell;
    expect(runna('Holiday mode')).toMatchObject({status: 'yes'});
    expect(runna('Holiday mode')?.value).toContain('Not Feeling 100%');
    expect(runna('Missed runs')).toMatchObject({status: 'partial'});
    expect(runna('Missed runs')?.value).toContain('Plan Realignment');
  });
});

describe('the cells on a phone', () => {
  it('write a number\'s compound with a non-breaking hyphen, so "28-day" never ends a line with "28-"', () => {
    const values = COMPARISONS.flatMap((comparison) =>
      comparison.rows.flatMap((row) => Object.values(row.cells).map((cell) => cell.value)),
    );
    expect(values.filter((value) => /\d-[a-z]/.test(value))).toEqual([]);
    expect(values.some((value) => value.includes('28\u2011day load ratio'))).toBe(true);
  });
});
