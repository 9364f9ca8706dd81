import {render, screen, within} from '@testing-library/react';
import {CASE_STORY} from './caseStory';
import CaseStory from '.';

test('the case story shows the computed spike, the automatic reduction and the safer week', () => {
  render(<CaseStory story={CASE_STORY} />);
  const story = screen.getByRole('article', {name: 'Sam’s week 4'});
  expect(within(story).getByText(/fictional example/i)).toBeInTheDocument();
  const table = within(story).getByRole('table');
  expect(within(table).getAllByRole('row')).toHaveLength(1 + 3 + 2);
  expect(within(table).getByRole('row', {name: /Week 4, planned/})).toHaveTextContent('300 min6.51,950');
  expect(story).toHaveTextContent('a load of 1,950 against a four-week average of 1,237.5');
  expect(story).toHaveTextContent('1.58Danger: load spike');
  // Running time against the biggest earlier week, week 2 (210 min), not week 3 (190): 300 is +42.9% → +43%.
  expect(story).toHaveTextContent('Running time against week 2+43%Sharp jump');
  expect(story).toHaveTextContent('1.09Safe: sweet spot');
  // 205 against 210 min: −2.4% → −2%.
  expect(story).toHaveTextContent('Running time against week 2\u22122%No jump');
  expect(story).toHaveTextContent(/reduces the load automatically/);
});

test('on phones the weeks are cards under the table’s caption, each value under its column', () => {
  render(<CaseStory story={CASE_STORY} />);
  const cards = within(
    screen.getByRole('list', {name: 'Sam’s training load (minutes × average effort)'}),
  ).getAllByRole('listitem');
  expect(cards).toHaveLength(3 + 2);
  const planned = cards.find((card) => card.textContent?.startsWith('Week 4, planned'))!;
  expect(
    within(planned)
      .getAllByRole('term')
      .map((term) => term.textContent),
  ).toEqual(['Running time', 'Average effort', 'Load']);
  expect(
    within(planned)
      .getAllByRole('definition')
      .map((value) => value.textContent),
    // A number keeps its unit on its line in the card (a no-break space).
  ).toEqual(['300\u00a0min', '6.5', '1,950']);
});

// The story's paragraphs are built from numbers; each number keeps its unit on its line on a phone
// ("205 minutes" never ends a line at "205"), and the week table's "min" likewise.
test('every running time keeps its unit with a no-break space', () => {
  render(<CaseStory story={CASE_STORY} />);
  const story = screen.getByRole('article', {name: `${CASE_STORY.runner}’s week 4`});
  const text = story.textContent ?? '';
  expect(text.match(/\d+ minutes/g)).toBeNull();
  expect(text.match(/\d+\u00a0minutes/g)).toHaveLength(4); // the goal's 55, then 200, 300 and 205
  expect(text.match(/\d+ min(?![a-z])/g)).toBeNull();
  expect(text.match(/\d+\u00a0min(?![a-z])/g)?.length).toBeGreaterThanOrEqual(5);
});
