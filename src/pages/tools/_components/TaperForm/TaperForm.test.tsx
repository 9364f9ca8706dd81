import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {ToastProvider} from '@site/src/components/Toast';
import TaperForm from './index';

afterEach(() => window.history.replaceState(null, '', '/'));

function renderForm() {
  render(
    <ToastProvider>
      <TaperForm today="2026-03-01" />
    </ToastProvider>,
  );
  return screen.getByLabelText(/^Race date/);
}

/** The outline's two views: the table for wide columns and the compact one phones show instead. */
function outlines() {
  const [wide, compact, ...more] = screen.getAllByRole('table', {name: /^Day-by-day outline/});
  expect(more).toHaveLength(0);
  return {wide: wide!, compact: compact!};
}

const texts = (elements: readonly HTMLElement[]) => elements.map((element) => element.textContent);

describe('TaperForm', () => {
  it('prompts until a date is chosen, then counts the taper back from it', async () => {
    const user = userEvent.setup();
    const date = renderForm();
    expect(screen.getByRole('status')).toHaveTextContent('Choose your race distance and date');
    await user.selectOptions(screen.getByRole('combobox', {name: 'Race distance'}), 'half');
    await user.type(date, '2026-04-19');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Thu 9 Apr 2026');
    expect(status).toHaveTextContent('(the half marathon guide: 7–10 days)');
    expect(within(outlines().wide).getAllByRole('row')).toHaveLength(12);
    expect(window.location.search).toBe('?distance=half&date=2026-04-19');
  });

  it('marks today in words, in both views, for a race already inside its taper', () => {
    // A marathon taper is 21 days: for a race on 10 March it began on 17 February.
    window.history.replaceState(null, '', '/tools/taper-planner?distance=marathon&date=2026-03-10');
    renderForm();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your taper would have started already: follow the outline from the day marked Today.',
    );
    expect(screen.getByRole('status')).toHaveTextContent('(the marathon guide: 14–21 days)');
    const {wide, compact} = outlines();
    const todayInWide = within(wide).getByRole('row', {name: /Today/});
    expect(texts(within(todayInWide).getAllByRole('cell'))).toEqual([
      '9\u00a0days',
      '52%',
      'Same sessions and pace, less volume.',
    ]);
    expect(within(todayInWide).getByRole('rowheader')).toHaveTextContent('Sun 1 Mar Today');
    const todayInCompact = within(compact).getByRole('row', {name: /Today/});
    expect(within(todayInCompact).getByRole('rowheader')).toHaveTextContent('Sun 1 Mar Today');
    expect(texts(within(todayInCompact).getAllByRole('cell'))).toEqual(['9', '52%']);
  });

  it('shows race day as the race, not as a volume', () => {
    window.history.replaceState(null, '', '/tools/taper-planner?distance=5k&date=2026-03-10');
    renderForm();
    const {wide, compact} = outlines();
    expect(texts(within(wide).getAllByRole('columnheader'))).toEqual([
      'Date',
      'Days to go',
      'Volume',
      'What to do',
    ]);
    const raceDay = within(wide).getByRole('row', {name: /^Tue 10 Mar/});
    expect(texts(within(raceDay).getAllByRole('cell'))).toEqual([
      'Race day',
      'Just the race',
      'Warm up, then race.',
    ]);
    // On a phone the race is a row of its own: no count of days, no volume.
    const raceRow = within(compact).getByRole('row', {name: /^Tue 10 Mar/});
    expect(texts(within(raceRow).getAllByRole('cell'))).toEqual(['Race day']);
    for (const table of [wide, compact]) {
      expect(texts(within(table).getAllByRole('cell'))).not.toContain('Race');
    }
  });

  it('on a phone, says each phase’s advice once, above its days', () => {
    window.history.replaceState(null, '', '/tools/taper-planner?distance=5k&date=2026-03-10');
    renderForm();
    const {compact} = outlines();
    expect(texts(within(compact).getAllByRole('columnheader'))).toEqual(['Date', 'Days to go', 'Volume']);
    // A row group per phase: its first row header is the phase's advice, the others its days.
    const groups = within(compact)
      .getAllByRole('rowgroup')
      .slice(1)
      .map((group) => {
        const [advice, ...days] = texts(within(group).getAllByRole('rowheader'));
        return {advice, days};
      });
    expect(groups).toEqual([
      {advice: 'Taper starts: usual sessions, a little shorter.', days: ['Tue 3 Mar']},
      {advice: 'Same sessions and pace, less volume.', days: ['Wed 4 Mar', 'Thu 5 Mar']},
      {
        advice: 'Short race-pace efforts; keep the legs sharp.',
        days: ['Fri 6 Mar', 'Sat 7 Mar', 'Sun 8 Mar'],
      },
      {advice: 'Rest, or 15–20 minutes easy with a few strides.', days: ['Mon 9 Mar']},
      {advice: 'Warm up, then race.', days: ['Tue 10 Mar']},
    ]);
  });

  it.each(['2025-02-30', 'garbage', '%3Cscript%3E', '2027-01-05T00:00', '19/04/2026'])(
    'opens a shared date the field cannot hold (%s) as an empty field that asks for a date',
    (shared) => {
      window.history.replaceState(null, '', `/tools/taper-planner?distance=half&date=${shared}`);
      const date = renderForm();
      expect(date).toHaveValue('');
      expect(date).toHaveAttribute('aria-invalid', 'true');
      expect(date).toHaveAccessibleDescription(/Enter the date of your race\./);
      expect(screen.getByRole('combobox', {name: 'Race distance'})).toHaveValue('half');
    },
  );

  it.each([
    ['0099-01-01', /That date has passed\./],
    ['20266-01-01', /more than two years away/],
  ])('reads %s as the date the field shows', (shared, message) => {
    window.history.replaceState(null, '', `/tools/taper-planner?distance=5k&date=${shared}`);
    const date = renderForm();
    expect(date).toHaveValue(shared);
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveAccessibleDescription(message);
  });

  it('refuses a past race date next to the field', () => {
    window.history.replaceState(null, '', '/tools/taper-planner?distance=5k&date=2026-02-01');
    const date = renderForm();
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveAccessibleDescription(/has passed/);
  });
});
