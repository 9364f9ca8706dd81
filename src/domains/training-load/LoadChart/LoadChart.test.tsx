import type {ReactElement} from 'react';
import {render, screen, within} from '@testing-library/react';

import {formatSigned} from '@site/src/lib/format';
import {ctlAtlSeries, seriesHighlights} from '../metrics';
import {sampleSeries} from '../sampleAthlete';
import LoadChart from './index';

// @types/react-dom is not installed, so type the one server function these tests use.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {renderToString} = require('react-dom/server') as {renderToString: (element: ReactElement) => string};

const highlights = seriesHighlights(sampleSeries());
const whole = (value: number) => String(Math.round(value));

function pointCount(path: Element | null): number {
  return (path?.getAttribute('d')?.match(/[ML]/g) ?? []).length;
}

describe('LoadChart', () => {
  it('draws CTL, ATL and TSB for all 84 days, in both layouts', () => {
    const {container} = render(<LoadChart />);
    const charts = [...container.querySelectorAll('svg[data-layout]')];
    expect(charts.map((chart) => chart.getAttribute('data-layout'))).toEqual(['wide', 'narrow']);
    for (const chart of charts) {
      for (const name of ['ctl', 'atl', 'tsb']) {
        const path = chart.querySelector(`path[data-series="${name}"]`);
        expect(path).not.toBeNull();
        expect(pointCount(path)).toBe(84);
        expect(path?.getAttribute('d')).not.toMatch(/NaN|Infinity/);
      }
    }
  });

  it('is an image with a title and a description, in each layout', () => {
    render(<LoadChart />);
    // Both are in the markup; the stylesheet shows one at a time (the other is display: none).
    const charts = screen.getAllByRole('img', {
      name: /Fitness, fatigue and form across a 12-week half-marathon build/,
    });
    expect(charts).toHaveLength(2);
    for (const chart of charts) {
      expect(chart.tagName.toLowerCase()).toBe('svg');
      expect(chart.getAttribute('viewBox')).toMatch(/^0 0 \d+ \d+$/);
      expect(chart.querySelector('title')).toHaveTextContent('Fitness, fatigue and form');
      expect(chart.querySelector('desc')).toHaveTextContent(
        `TSB on the morning of race day ${formatSigned(highlights.endTsb)}`,
      );
    }
    // Each names itself by its own title and description.
    const [wide, narrow] = charts;
    expect(wide?.getAttribute('aria-labelledby')).not.toBe(narrow?.getAttribute('aria-labelledby'));
  });

  it('draws a phone layout in its own narrower viewBox, with the zone names inside the plot', () => {
    const {container} = render(<LoadChart />);
    const wide = container.querySelector('svg[data-layout="wide"]') as SVGSVGElement;
    const narrow = container.querySelector('svg[data-layout="narrow"]') as SVGSVGElement;
    const width = (chart: SVGSVGElement) => Number(chart.getAttribute('viewBox')?.split(' ')[2]);
    // A phone shows the chart about 330 px wide: the narrow viewBox draws its labels near their own size.
    expect(width(narrow)).toBeLessThanOrEqual(360);
    expect(width(wide)).toBeGreaterThanOrEqual(2 * width(narrow));
    // No right margin on a phone: each zone's name ends inside the plot, at its right edge.
    const zoneLabel = within(narrow as unknown as HTMLElement).getByText('Overreaching');
    expect(zoneLabel.getAttribute('text-anchor')).toBe('end');
    expect(Number(zoneLabel.getAttribute('x'))).toBeLessThan(width(narrow));
    // Shorter panel titles for the width.
    expect(narrow).toHaveTextContent('Fitness (CTL), fatigue (ATL)');
    expect(wide).toHaveTextContent('Fitness (CTL) and fatigue (ATL), training-stress points');
  });

  it('shades every TSB zone as a labelled band', () => {
    const {container} = render(<LoadChart />);
    for (const chart of container.querySelectorAll<HTMLElement>('svg[data-layout]')) {
      const zones = [...chart.querySelectorAll('[data-zone]')].map((g) => g.getAttribute('data-zone'));
      expect(zones).toEqual(['danger', 'overreaching', 'optimal', 'fresh', 'peak']);
      for (const label of ['Danger', 'Overreaching', 'Optimal', 'Fresh', 'Peak']) {
        expect(within(chart).getByText(label)).toBeInTheDocument();
      }
    }
  });

  it('has a text legend naming each line and its dash pattern', () => {
    render(<LoadChart />);
    const legend = screen.getByRole('list', {name: 'Chart legend'});
    expect(legend).toHaveTextContent('CTL: fitness (42-day average), solid line');
    expect(legend).toHaveTextContent('ATL: fatigue (7-day average), dashed line');
    expect(legend).toHaveTextContent('TSB: form (CTL − ATL), dash-dot line');
  });

  it('summarises the computed numbers in a caption', () => {
    render(<LoadChart />);
    const caption = screen.getByRole('figure').querySelector('figcaption');
    expect(caption).toHaveTextContent(`CTL (fitness) went from ${whole(highlights.startCtl)}`);
    // The race itself lifts CTL to its highest value, so the peak is at the end of race day, and the caption says the race is in it.
    expect(highlights.peakCtlDay).toBe(83);
    expect(caption).toHaveTextContent(`to a peak of ${whole(highlights.peakCtl)} at the end of race day`);
    expect(caption).toHaveTextContent(`ATL (fatigue) peaked at ${whole(highlights.peakAtl)}`);
    expect(caption).toHaveTextContent(`lowest TSB (form) was ${formatSigned(highlights.lowestTsb)}`);
    expect(caption).toHaveTextContent(
      `on the morning of race day TSB was ${formatSigned(highlights.endTsb)} (fresh)`,
    );
    // Sanity on the sample itself: fitness builds, race-day form is positive.
    expect(highlights.peakCtl).toBeGreaterThan(highlights.startCtl);
    expect(highlights.endTsb).toBeGreaterThan(0);
  });

  it('lists weekly values in a table', () => {
    render(<LoadChart />);
    const table = screen.getByRole('table', {name: /at the end of each week/});
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(13); // header + 12 weeks
    const last = sampleSeries()[83];
    expect(rows[12]).toHaveTextContent(
      `12${whole(last?.ctl ?? 0)}${whole(last?.atl ?? 0)}${formatSigned((last?.ctl ?? 0) - (last?.atl ?? 0))}`,
    );
  });

  it('gives each week the form its own fitness and fatigue leave, as the worked example does', () => {
    render(<LoadChart />);
    const table = screen.getByRole('table', {name: /at the end of each week, and the form they leave/});
    expect(within(table).getByRole('columnheader', {name: 'Form after the week'})).toBeInTheDocument();
    for (const row of within(table).getAllByRole('row').slice(1)) {
      const [ctl, atl, form] = within(row)
        .getAllByRole('cell')
        .slice(0, 3)
        .map((cell) => Number((cell.textContent ?? '').replace('\u2212', '-')));
      // CTL and ATL are shown as whole numbers, so their difference may be off by one from the form.
      expect(Math.abs((ctl ?? 0) - (atl ?? 0) - (form ?? 0))).toBeLessThanOrEqual(1);
    }
    // Week 10 (the worked example's hardest week) reads "Overreaching", as the worked example does.
    expect(within(table).getAllByRole('row')[10]).toHaveTextContent(/Overreaching$/);
  });

  it('renders on the server with the same content', () => {
    const html = renderToString(<LoadChart />);
    expect(html).toContain('data-series="ctl"');
    expect(html).toContain(`on the morning of race day TSB was ${formatSigned(highlights.endTsb)}`);
  });

  it('charts any series it is given, and an empty one without throwing', () => {
    const series = ctlAtlSeries([100, 0, 50]);
    const {container, unmount} = render(
      <LoadChart series={series} lastDayLabel="day 3" title="Three days" />,
    );
    expect(pointCount(container.querySelector('path[data-series="tsb"]'))).toBe(3);
    // Highlights by hand (see metrics.test.ts): lowest TSB −11.9 on day 2 (1-based), end TSB −9.9.
    expect(container.querySelector('figcaption')).toHaveTextContent(
      'The lowest TSB (form) was \u221212 on day 2',
    );
    expect(container.querySelector('figcaption')).toHaveTextContent(
      'on the morning of day 3 TSB was \u221210',
    );
    // CTL peaks on the last day here too (3.46): "to a peak of 3 at the end of day 3".
    expect(container.querySelector('figcaption')).toHaveTextContent(
      'went from 2 to a peak of 3 at the end of day 3, that day’s own load included.',
    );
    unmount();
    // Loads 100, 0, 0: CTL 2.38 → 2.32 → 2.27, so the peak is on day 1 and it ends at 2.
    const falling = render(<LoadChart series={ctlAtlSeries([100, 0, 0])} lastDayLabel="day 3" />);
    expect(falling.container.querySelector('figcaption')).toHaveTextContent(
      'went from 2 to a peak of 2 on day 1 (week 1) and ended at 2.',
    );
    falling.unmount();
    render(<LoadChart series={[]} />);
    expect(screen.getByText('No training data to chart yet.')).toBeInTheDocument();
  });
});
