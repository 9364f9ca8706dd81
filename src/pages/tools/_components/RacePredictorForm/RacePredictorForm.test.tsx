import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {plainText} from '@site/test/plainText';
import {escapeRegExp} from '@site/src/lib/regExp';
import {ToastProvider} from '@site/src/components/Toast';
import RacePredictorForm from './index';

function renderForm() {
  return render(
    <ToastProvider>
      <RacePredictorForm />
    </ToastProvider>,
  );
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('RacePredictorForm', () => {
  it('shows the example’s VDOT and predictions before any typing', () => {
    renderForm();
    expect(screen.getByRole('combobox', {name: 'Race distance'})).toHaveValue('5k');
    expect(screen.getByRole('textbox', {name: /Finish time/})).toHaveValue('25:00');
    expect(screen.getByRole('status')).toHaveTextContent(/VDOT\s*38\.3/);
  });

  it('updates as the visitor types and writes the inputs into the address', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.selectOptions(screen.getByRole('combobox', {name: 'Race distance'}), '10k');
    const time = screen.getByRole('textbox', {name: /Finish time/});
    await user.clear(time);
    await user.type(time, '45:00');
    const half = within(screen.getByRole('status')).getByRole('row', {name: /^Half marathon/});
    expect(within(half).getAllByRole('cell').at(-1)).toHaveTextContent('1:39:17');
    expect(window.location.search).toBe('?distance=10k&time=45:00');
  });

  it('names the race in lower case mid-sentence: from 3:30:00 for the marathon', () => {
    window.history.replaceState(null, '', '/tools/race-predictor?distance=marathon&time=3:30:00');
    renderForm();
    expect(screen.getByRole('status')).toHaveTextContent('From 3:30:00 for the marathon.');
  });

  it('reads whole on a phone: a card per distance with both predictions and both paces', () => {
    window.history.replaceState(null, '', '/tools/race-predictor?distance=marathon&time=3:30:00');
    renderForm();
    const cards = within(screen.getByRole('list', {name: 'Predicted race times'})).getAllByRole('listitem');
    expect(cards.map((card) => plainText(card.firstChild?.textContent))).toEqual([
      '1500 m',
      'Mile',
      '5K',
      '10K',
      'Half marathon',
      'Marathon (your race)',
    ]);
    for (const card of cards) {
      expect(
        within(card)
          .getAllByRole('term')
          .map((term) => term.textContent),
      ).toEqual(['Daniels–Gilbert', 'Riegel', 'Pace per km', 'Pace per mile']);
    }
    // The same values as the wide table's row, the race entered marked in words there too.
    const row = screen.getByRole('row', {name: /^Half marathon/});
    const [danielsGilbert, perKm, perMile, riegel] = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(
      within(cards[4]!)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual([danielsGilbert, riegel, perKm, perMile]);
    expect(screen.getByRole('rowheader', {name: 'Marathon (your race)'})).toBeInTheDocument();
  });

  it('explains a bad time next to the field on Enter, marks it invalid and focuses it', async () => {
    const user = userEvent.setup();
    renderForm();
    const time = screen.getByRole('textbox', {name: /Finish time/});
    await user.clear(time);
    await user.type(time, '99:99');
    expect(time).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', {name: 'Calculate'}));
    expect(time).toHaveAttribute('aria-invalid', 'true');
    expect(time).toHaveAccessibleDescription(/Seconds run from 00 to 59/);
    expect(time).toHaveFocus();
    expect(screen.getByRole('status')).not.toHaveTextContent(/NaN|Infinity|undefined/);
  });

  it('reopens from a shared address, with a bad value’s message at once', () => {
    window.history.replaceState(null, '', '/tools/race-predictor?distance=mile&time=0:00');
    renderForm();
    expect(screen.getByRole('combobox', {name: 'Race distance'})).toHaveValue('mile');
    const time = screen.getByRole('textbox', {name: /Finish time/});
    expect(time).toHaveValue('0:00');
    expect(time).toHaveAccessibleDescription(/longer than 0:00/);
  });

  it('refuses a time faster than the world record, though its VDOT is within the equations', () => {
    window.history.replaceState(null, '', '/tools/race-predictor?distance=5k&time=12:10');
    renderForm();
    const time = screen.getByRole('textbox', {name: /Finish time/});
    expect(time).toHaveAttribute('aria-invalid', 'true');
    expect(time).toHaveAccessibleDescription(/faster than anyone has ever run this distance/);
    expect(screen.queryByRole('table', {name: /Predicted/})).not.toBeInTheDocument();
  });

  it('marks a prediction faster than anyone has run, and says so in words under the table', () => {
    // A world-class marathon: its VDOT predicts a 5K of 12:33, under the 12:35 record.
    window.history.replaceState(null, '', '/tools/race-predictor?distance=marathon&time=2:00:35');
    renderForm();
    const status = screen.getByRole('status');
    const fiveK = within(status).getByRole('row', {name: /^5K/});
    expect(within(fiveK).getAllByRole('cell')[0]).toHaveTextContent(/^12:33\*$/);
    expect(status).toHaveTextContent('* Faster than anyone has run that distance');
    // A 10K predicted in 26:10.6 shows as 26:11, the record itself: not marked.
    const tenK = within(status).getByRole('row', {name: /^10K/});
    expect(within(tenK).getAllByRole('cell')[0]).toHaveTextContent(/^26:11$/);
    // The race itself is no prediction: never marked, though its time is the record.
    expect(
      within(within(status).getByRole('row', {name: /^Marathon/})).getAllByRole('cell')[0],
    ).not.toHaveTextContent('*');
  });

  it('adds no mark and no note when every prediction is within the records', () => {
    renderForm();
    expect(screen.getByRole('status')).not.toHaveTextContent('Faster than anyone');
    expect(screen.getByRole('status')).not.toHaveTextContent('*');
  });

  it.each([
    ['Half marathon', '1:55', 'That reads as 1 minute 55 seconds. For 1 hour 55 minutes, enter 1:55:00.'],
    ['Marathon', '3:45', 'That reads as 3 minutes 45 seconds. For 3 hours 45 minutes, enter 3:45:00.'],
  ])('for a %s in %s, says it reads as minutes and how to write hours', async (label, text, message) => {
    const user = userEvent.setup();
    renderForm();
    await user.selectOptions(screen.getByRole('combobox', {name: 'Race distance'}), label);
    const time = screen.getByRole('textbox', {name: /Finish time/});
    await user.clear(time);
    await user.type(time, `${text}{Enter}`);
    expect(time).toHaveAttribute('aria-invalid', 'true');
    expect(time).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
    await user.type(time, ':00');
    expect(time).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('status')).toHaveTextContent(`From ${text}:00 for the`);
  });

  it('copies the address and confirms with a toast', async () => {
    const user = userEvent.setup();
    // After setup, which installs a clipboard stand-in of its own.
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', {value: {writeText}, configurable: true});
    window.history.replaceState(null, '', '/tools/race-predictor?distance=5k&time=20:00');
    renderForm();
    await user.click(screen.getByRole('button', {name: 'Copy link'}));
    expect(writeText).toHaveBeenCalledWith('http://localhost/tools/race-predictor?distance=5k&time=20:00');
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    Reflect.deleteProperty(navigator, 'clipboard');
  });
});
