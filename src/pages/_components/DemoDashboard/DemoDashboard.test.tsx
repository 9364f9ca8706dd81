import {render, screen, within} from '@testing-library/react';
import {MemoryRouter} from 'react-router-dom';
import {summariseSampleDay} from '@site/src/domains/training-load/sampleSummary';
import {buildDemoDashboard, raceMorningDashboard} from './demoDashboard';
import DemoDashboard from '.';

function tile(title: string) {
  const heading = screen.getByRole('heading', {name: title});
  const element = heading.parentElement;
  if (!element) throw new Error(`no tile for ${title}`);
  return within(element);
}

const demoDashboard = raceMorningDashboard();

function renderBoard(data = demoDashboard) {
  render(
    <MemoryRouter>
      <DemoDashboard data={data} />
    </MemoryRouter>,
  );
}

describe('DemoDashboard', () => {
  it('shows every metric from the data module, zones in words', () => {
    renderBoard();
    expect(tile('Fitness ( CTL )').getByText(demoDashboard.fitness)).toBeInTheDocument();
    expect(tile('Fatigue ( ATL )').getByText(demoDashboard.fatigue)).toBeInTheDocument();
    expect(tile('Form ( TSB )').getByText(demoDashboard.form.value)).toBeInTheDocument();
    expect(tile('Form ( TSB )').getByText(demoDashboard.form.zone.label)).toBeInTheDocument();
    expect(tile('ACWR').getByText(demoDashboard.acwr.zone.label)).toBeInTheDocument();
    expect(tile('Weekly volume').getByText(demoDashboard.weeklyVolume.zone.label)).toBeInTheDocument();
    expect(
      tile('Weekly volume').getByRole('img', {name: /of each of the last 12 seven-day spans, oldest first/}),
    ).toBeInTheDocument();
    // The highlighted last bar is the tile's own number: the 7 days up to the morning shown.
    const bars = tile('Weekly volume').getByRole('img').getAttribute('aria-label') ?? '';
    expect(bars.split(', ').at(-1)).toBe(String(Number(demoDashboard.weeklyVolume.km)));
    expect(screen.getByRole('link', {name: 'rTSS'}).parentElement).toHaveTextContent(
      `rTSS ${demoDashboard.latestRun.rtss}`,
    );
    expect(screen.getByText('Sample data')).toBeInTheDocument();
  });

  it('links each load term to its glossary entry', () => {
    renderBoard();
    for (const [name, id] of [
      ['CTL', 'ctl'],
      ['ATL', 'atl'],
      ['TSB', 'tsb'],
      ['ACWR', 'acwr'],
      ['rTSS', 'rtss'],
    ] as const) {
      expect(screen.getByRole('link', {name})).toHaveAttribute('href', `/glossary#${id}`);
    }
  });

  it('links the Injury Risk Assessment tile to /injury-prevention and states the level in words', () => {
    renderBoard();
    // Named by the visible title and the visible "How it works" (label in name), without the arrow.
    expect(screen.getByRole('link', {name: 'Injury Risk Assessment How it works'})).toHaveAttribute(
      'href',
      '/injury-prevention',
    );
    expect(tile('Injury Risk Assessment').getByText(demoDashboard.injuryRisk.level)).toBeInTheDocument();
  });

  it('renders a different day from the same module', () => {
    const peakWeek = buildDemoDashboard(summariseSampleDay(69));
    renderBoard(peakWeek);
    expect(screen.getByText(peakWeek.dayLabel)).toBeInTheDocument();
    expect(tile('Form ( TSB )').getByText(peakWeek.form.zone.label)).toBeInTheDocument();
  });
});
