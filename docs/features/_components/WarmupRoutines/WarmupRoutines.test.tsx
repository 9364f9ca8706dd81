import {render, screen, within} from '@testing-library/react';
import {MemoryRouter} from 'react-router-dom';
import {WARMUPS} from '../warmups';
import WarmupRoutines from '.';
import {keepNumbersWithUnits} from '@site/src/lib/typography';

test('shows the warm-up, its length, the routine in order and the cool-down for each session type', () => {
  render(<WarmupRoutines warmups={WARMUPS} />, {wrapper: MemoryRouter});
  const cards = screen.getAllByRole('article');
  expect(
    cards.map(
      (card) =>
        card.getAttribute('aria-labelledby') && within(card).getByRole('heading', {level: 3}).textContent,
    ),
  ).toEqual(['Easy run', 'Interval session', 'Long run']);
  expect(within(cards[0]!).getByText(/5–8 min warm-up/)).toBeInTheDocument();
  expect(within(cards[1]!).getByText(/10–15 min warm-up/)).toBeInTheDocument();
  expect(within(cards[2]!).getByText(/8–12 min warm-up/)).toBeInTheDocument();
  WARMUPS.forEach((warmup, index) => {
    const card = within(cards[index]!);
    // The lead may hold glossary links, so match the paragraph's whole text.
    expect(
      card.getByText((_, el) => el?.tagName === 'P' && el.textContent === warmup.warmUp),
    ).toBeInTheDocument();
    const routine = card.getByRole('group', {name: 'The routine'});
    const steps = within(routine).getAllByRole('listitem');
    expect(steps.map((li) => li.firstChild?.textContent)).toEqual(
      warmup.routine.map((step) => keepNumbersWithUnits(step.name)),
    );
    expect(
      within(card.getByRole('group', {name: 'Cool-down'})).getByText(warmup.coolDown),
    ).toBeInTheDocument();
  });
});

test('links strides and the named drills to their glossary entries at their first use', () => {
  render(<WarmupRoutines warmups={WARMUPS} />, {wrapper: MemoryRouter});
  const interval = within(screen.getAllByRole('article')[1]!);
  expect(interval.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['strides', '/glossary#strides'],
    ['A-skips', '/glossary#a-skips'],
    ['High knees', '/glossary#high-knees'],
    ['Heel flicks', '/glossary#heel-flicks'],
    ['carioca', '/glossary#carioca'],
  ]);
});

test('marks the routine the build names as the first below a phone’s first screen, and no other', () => {
  const {rerender} = render(<WarmupRoutines warmups={WARMUPS} firstItemAfterScreen={1} />, {
    wrapper: MemoryRouter,
  });
  const marked = () =>
    screen
      .getAllByRole('article')
      .filter((card) => card.hasAttribute('data-after-first-screen'))
      .map((card) => within(card).getByRole('heading', {level: 3}).textContent);
  expect(marked()).toEqual(['Interval session']);
  rerender(<WarmupRoutines warmups={WARMUPS} />);
  expect(marked()).toEqual([]);
});
