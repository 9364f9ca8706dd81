import type {ReactElement} from 'react';
import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import LoadCalculator from './LoadCalculator';
import PageCalculator from './index';

// @types/react-dom is not installed, so type the one server function these tests use.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {renderToString} = require('react-dom/server') as {renderToString: (element: ReactElement) => string};

function week(name: string) {
  return within(screen.getByRole('group', {name}));
}

function field(weekName: string, label: RegExp) {
  return week(weekName).getByRole('textbox', {name: label});
}

async function replace(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text !== '') await user.type(input, text);
}

/** Types one week's minutes, effort and distance ('' leaves a field empty). */
async function enterWeek(
  user: ReturnType<typeof userEvent.setup>,
  weekName: string,
  [minutes, effort, distanceKm]: readonly [string, string, string],
) {
  await replace(user, field(weekName, /total minutes/i), minutes);
  await replace(user, field(weekName, /average effort/i), effort);
  await replace(user, field(weekName, /distance in km/i), distanceKm);
}

describe('LoadCalculator', () => {
  it('keeps "4 weeks" on one line in its introduction', () => {
    render(<LoadCalculator />);
    // A no-break space: at 320 px with wider text spacing the intro ended a line with "4".
    expect(screen.getByText(/^For each of the last/).textContent).toMatch(
      /^For each of the last 4\u00a0weeks, enter/,
    );
  });

  it('renders one labelled group per week, oldest first, with numeric keyboards', () => {
    render(<LoadCalculator />);
    const groups = screen.getAllByRole('group');
    expect(groups.map((g) => g.querySelector('legend')?.textContent)).toEqual([
      '3 weeks ago',
      '2 weeks ago',
      'Last week',
      'This week',
    ]);
    expect(field('This week', /total minutes/i)).toHaveAttribute('inputmode', 'numeric');
    expect(field('This week', /average effort/i)).toHaveAttribute('inputmode', 'decimal');
    expect(field('This week', /distance in km/i)).toHaveAttribute('inputmode', 'decimal');
    expect(field('This week', /average effort/i)).toHaveAccessibleDescription(
      /1 is very, very easy, 3 moderate, 5 hard, 7 very hard, 10 maximal/,
    );
  });

  it('shows the prefilled example result before any typing', () => {
    render(<LoadCalculator />);
    const status = screen.getByRole('status');
    // Weekly loads 240×4 = 960, 250×4 = 1000, 260×4 = 1040, 280×5 = 1400.
    // Chronic = 4400 / 4 = 1100; ACWR = 1400 / 1100 = 1.2727 → 1.27, safe.
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Acute load (this week)1,400');
    expect(status).toHaveTextContent('1,100');
    // "4 weeks" with a no-break space: it never splits at a phone's line end (360 px did).
    expect(screen.getByText(/^Chronic load/).textContent).toBe('Chronic load (average of 4\u00a0weeks)');
    expect(status).toHaveTextContent('1.27');
    expect(status).toHaveTextContent('Safe: sweet spot');
    // Distance 44 → 46 km = +4.5% → "+5%", gradual; last week (44 km) is the biggest earlier week.
    expect(status).toHaveTextContent(
      'Change from your biggest recent week+5% by distance, against last week',
    );
    expect(status).toHaveTextContent('No jump');
    expect(status).toHaveTextContent(/Recommendation: .*keep progressing gradually/);
  });

  it('flags a spike as danger, in words', async () => {
    const user = userEvent.setup();
    render(<LoadCalculator />);
    await enterWeek(user, 'This week', ['480', '7', '']);
    await user.click(screen.getByRole('button', {name: 'Calculate'}));

    const status = screen.getByRole('status');
    // This week 480×7 = 3360; chronic = (960 + 1000 + 1040 + 3360) / 4 = 1590; ACWR = 2.113 → 2.11.
    expect(status).toHaveTextContent('3,360');
    expect(status).toHaveTextContent('1,590');
    expect(status).toHaveTextContent('2.11');
    expect(status).toHaveTextContent('Danger: load spike');
    // No distance this week, so the change is by time: 260 → 480 min = +84.6% → +85%, a sharp jump.
    expect(status).toHaveTextContent('+85% by time, against last week');
    expect(status).toHaveTextContent('Sharp jump');
    expect(status).toHaveTextContent(/Recommendation: .*cut back next week/);
  });

  it('measures the change against the biggest recent week, so a return after an easy week is no jump', async () => {
    const user = userEvent.setup();
    render(<LoadCalculator />);
    await enterWeek(user, 'Last week', ['170', '4', '29']);
    await enterWeek(user, 'This week', ['260', '4', '44']);
    await user.click(screen.getByRole('button', {name: 'Calculate'}));

    const status = screen.getByRole('status');
    // 44 km against the 42 km of two weeks ago = +4.8% → +5%, gradual (against last week's 29 km it would read +52%).
    expect(status).toHaveTextContent('+5% by distance, against 2 weeks ago');
    expect(status).toHaveTextContent('No jump');
    // Loads 960, 1000, 680, 1040: chronic 920, ACWR 1.13, safe.
    expect(status).toHaveTextContent('1.13');
    expect(status).toHaveTextContent(/Recommendation: .*keep progressing gradually/);
  });

  it('calls a moderate rise caution and recalculates on Enter', async () => {
    const user = userEvent.setup();
    render(<LoadCalculator />);
    const minutes = field('This week', /total minutes/i);
    await replace(user, minutes, '340');
    await user.keyboard('{Enter}');
    // 340×5 = 1700; chronic = (960 + 1000 + 1040 + 1700) / 4 = 1175; ACWR = 1.447 → 1.45, caution.
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('1.45');
    expect(status).toHaveTextContent('Caution: load rising fast');
  });

  it('updates the result as the visitor types, and prompts while a value does not read yet', async () => {
    const user = userEvent.setup();
    render(<LoadCalculator />);
    const status = screen.getByRole('status');
    const minutes = field('This week', /total minutes/i);
    await replace(user, minutes, '340');
    // No Calculate: 340×5 = 1700; chronic = (960 + 1000 + 1040 + 1700) / 4 = 1175; ACWR 1.45.
    expect(status).toHaveTextContent('1.45');
    await replace(user, minutes, '34x');
    expect(status).toHaveTextContent('choose Calculate to see your result');
    expect(minutes).not.toHaveAttribute('aria-invalid');
  });

  it('accepts a week off with no effort', async () => {
    const user = userEvent.setup();
    render(<LoadCalculator />);
    await replace(user, field('3 weeks ago', /total minutes/i), '0');
    await replace(user, field('3 weeks ago', /average effort/i), '');
    await replace(user, field('3 weeks ago', /distance in km/i), '');
    await user.click(screen.getByRole('button', {name: 'Calculate'}));
    // Loads 0, 1000, 1040, 1400: chronic = 3440 / 4 = 860; ACWR = 1.628 → 1.63, danger.
    expect(screen.getByRole('status')).toHaveTextContent('1.63');
    expect(field('3 weeks ago', /average effort/i)).not.toHaveAttribute('aria-invalid');
  });

  it.each([
    ['Last week', /total minutes/i, '', /Enter the minutes you ran/],
    ['Last week', /total minutes/i, 'lots', /Enter minutes as a number/],
    ['Last week', /total minutes/i, '-30', /Minutes can’t be negative/],
    ['Last week', /total minutes/i, '5000', /more than 50 hours of running; enter 3000 minutes or fewer/],
    ['This week', /average effort/i, '', /Enter your average effort from 1 to 10/],
    ['This week', /average effort/i, 'hard', /Enter effort as a number from 1 to 10/],
    ['This week', /average effort/i, '-2', /Effort can’t be negative/],
    ['This week', /average effort/i, '11', /between 1 \(very, very easy\) and 10 \(maximal\)/],
    ['This week', /average effort/i, '0.5', /between 1 \(very, very easy\) and 10 \(maximal\)/],
    ['2 weeks ago', /distance in km/i, '4O', /Enter distance as a number/],
    ['2 weeks ago', /distance in km/i, '-1', /Distance can’t be negative/],
    ['2 weeks ago', /distance in km/i, '900', /more than 500 km in a week/],
  ])('%s, %s = %p shows a message next to the field', async (weekName, label, text, message) => {
    const user = userEvent.setup();
    render(<LoadCalculator />);
    const input = field(weekName, label);
    await replace(user, input, text);
    await user.click(screen.getByRole('button', {name: 'Calculate'}));

    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(message);
    expect(input).toHaveFocus();
    expect(week(weekName).getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('One field needs attention');
  });

  it('validates on blur and clears the message once fixed, without submitting', async () => {
    const user = userEvent.setup();
    render(<LoadCalculator />);
    const effort = field('Last week', /average effort/i);
    await replace(user, effort, '12');
    expect(effort).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(effort).toHaveAttribute('aria-invalid', 'true');
    expect(effort).toHaveAccessibleDescription(/between 1 \(very, very easy\) and 10 \(maximal\)/);

    await replace(user, effort, '7');
    expect(effort).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/between 1 \(very, very easy\)/)).not.toBeInTheDocument();
  });

  it('announces a message shown on blur: it appears in a polite live region that was there before', async () => {
    const user = userEvent.setup();
    render(<LoadCalculator />);
    const minutes = field('This week', /total minutes/i);
    const fieldBox = minutes.parentElement as HTMLElement;
    // Before any message: the live region is already there (one inserted with its message is not read).
    const region = fieldBox.querySelector('[aria-live="polite"]');
    expect(region).toBeInTheDocument();
    expect(region).toBeEmptyDOMElement();

    await replace(user, minutes, 'abc');
    await user.tab();
    const message = week('This week').getByText(/as a number/);
    expect(message.closest('[aria-live="polite"]')).toBe(region);
    expect(minutes).toHaveAttribute('aria-invalid', 'true');
    expect(minutes).toHaveAttribute('aria-describedby', message.id);
    expect(minutes).toHaveAccessibleDescription(message.textContent ?? '');
  });

  it('counts every problem and focuses the first one', async () => {
    const user = userEvent.setup();
    render(<LoadCalculator />);
    await replace(user, field('This week', /total minutes/i), 'x');
    await replace(user, field('2 weeks ago', /average effort/i), '');
    await user.click(screen.getByRole('button', {name: 'Calculate'}));
    expect(screen.getByRole('status')).toHaveTextContent('2 fields need attention');
    expect(field('2 weeks ago', /average effort/i)).toHaveFocus();
  });

  it('shows a prompt instead of errors when it starts empty', () => {
    const empty = {minutes: '', effort: '', distanceKm: ''};
    render(<LoadCalculator initialWeeks={[empty, empty, empty, empty]} />);
    expect(screen.getByRole('status')).toHaveTextContent('choose Calculate to see your result');
    for (const input of screen.getAllByRole('textbox')) expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('compares by time, not "no running", when the earlier weeks logged minutes but 0 km', () => {
    const earlier = {minutes: '200', effort: '5', distanceKm: '0'};
    render(<LoadCalculator initialWeeks={[earlier, earlier, earlier, {...earlier, distanceKm: '10'}]} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Change from your biggest recent week0% by time, against last week');
    expect(status).not.toHaveTextContent('no running');
  });

  it('never calls a big drop gradual', () => {
    const earlier = {minutes: '260', effort: '5', distanceKm: ''};
    render(
      <LoadCalculator
        initialWeeks={[earlier, earlier, earlier, {minutes: '60', effort: '3', distanceKm: ''}]}
      />,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('\u221277% by time');
    expect(status).toHaveTextContent('No jump');
    expect(status).not.toHaveTextContent('Gradual change');
  });

  it('explains an all-zero month instead of dividing by zero', async () => {
    const user = userEvent.setup();
    const off = {minutes: '0', effort: '', distanceKm: ''};
    render(<LoadCalculator initialWeeks={[off, off, off, off]} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Not available: no training load yet');
    expect(status).toHaveTextContent('Not available: no running in the 3 weeks before');
    await user.click(screen.getByRole('button', {name: 'Calculate'}));
    expect(status).toHaveTextContent(/start with short, easy runs/);
  });
});

describe('LoadCalculator with shared weeks', () => {
  it('shows the messages of bad starting weeks at once, not a prompt', () => {
    const good = {minutes: '240', effort: '5', distanceKm: ''};
    render(
      <LoadCalculator
        initialWeeks={[good, good, good, {minutes: 'abc', effort: '5', distanceKm: ''}]}
        showInitialErrors
      />,
    );
    expect(field('This week', /total minutes/i)).toHaveAttribute('aria-invalid', 'true');
    expect(field('This week', /total minutes/i)).toHaveAccessibleDescription(/as a number/);
    expect(screen.getByRole('status')).toHaveTextContent('One field needs attention');
  });

  it('reports every edit with all four weeks and shows extra actions beside Calculate', async () => {
    const user = userEvent.setup();
    const changes: unknown[] = [];
    render(
      <LoadCalculator
        onEntriesChange={(weeks) => changes.push(weeks)}
        actions={<button type="button">Copy link</button>}
      />,
    );
    expect(screen.getByRole('button', {name: 'Copy link'})).toBeInTheDocument();
    await replace(user, field('This week', /total minutes/i), '3');
    expect(changes.at(-1)).toEqual([
      {minutes: '240', effort: '4', distanceKm: '40'},
      {minutes: '250', effort: '4', distanceKm: '42'},
      {minutes: '260', effort: '4', distanceKm: '44'},
      {minutes: '3', effort: '5', distanceKm: '46'},
    ]);
  });
});

describe('LoadCalculator on the server', () => {
  it('renders the example result into the HTML', () => {
    const html = renderToString(<LoadCalculator />);
    expect(html).toContain('role="status"');
    expect(html).toContain('1.27');
    expect(html).toContain('Safe: sweet spot');
  });

  it('is exported to hydrate on its own: its server HTML sits whole in a Suspense boundary', () => {
    const html = renderToString(<PageCalculator />);
    expect(html).toMatch(/^<!--\$--><div class=""><form noValidate="">/);
    expect(html.endsWith('<!--/$-->')).toBe(true);
    expect(html).toContain('Safe: sweet spot');
  });
});
