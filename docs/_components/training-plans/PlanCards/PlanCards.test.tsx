import {getDefaultNormalizer, render, screen, within} from '@testing-library/react';
import {PLANS} from '@site/src/data/plans';
import PlanCards from '.';

// The cards' words keep no-break spaces between numbers and units ('30 minutes'): match them as they are.
const exact = {normalizer: getDefaultNormalizer({collapseWhitespace: false})};

test('shows every plan-card field for each of the four plans', () => {
  render(<PlanCards plans={PLANS} />);
  const cards = screen.getAllByRole('article');
  expect(cards).toHaveLength(4);
  PLANS.forEach((plan, index) => {
    const card = within(cards[index]!);
    expect(cards[index]).toHaveAccessibleName(plan.title);
    expect(card.getByRole('heading', {level: 3, name: plan.title})).toBeInTheDocument();
    expect(card.getByText(plan.subtitle, exact)).toBeInTheDocument();
    expect(card.getByText(plan.description, exact)).toBeInTheDocument();
    const fact = (term: string) => card.getByText(term).nextElementSibling?.textContent;
    expect(fact('Duration')).toBe(plan.duration);
    expect(fact('Frequency')).toBe(plan.frequency);
    expect(fact('Typical finish time')).toBe(plan.targetTime);
    expect(fact('Difficulty')).toBe(plan.difficulty.replace('-', '–'));
    const [included, added] = card.getAllByRole('list');
    expect(
      within(included!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(plan.features);
    expect(
      within(added!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(plan.aiFeatures);
  });
});

test('marks the card the build names as the first below a phone’s first screen, and no other', () => {
  const {rerender} = render(<PlanCards plans={PLANS} firstItemAfterScreen={1} />);
  const marks = () =>
    screen.getAllByRole('listitem').filter((item) => item.hasAttribute('data-after-first-screen'));
  // The card's list item, whose later siblings the phone's rule skips with it.
  expect(marks()).toEqual([screen.getByRole('article', {name: PLANS[1]!.title}).closest('li')]);
  rerender(<PlanCards plans={PLANS} />);
  expect(marks()).toEqual([]);
});
