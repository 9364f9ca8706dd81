import fs from 'node:fs';
import path from 'node:path';
import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {plainText} from '@site/test/plainText';
import {ToastProvider} from '@site/src/components/Toast';
import HeartRateForm from './index';

// Every CSS module resolves to one stub (jest.config.mjs): this gives the class the layout test looks for a name.
jest.mock('./styles.module.css', () => ({zones: 'zones'}));

/** The form as a page renders it, inside the toast region its Copy link button reports to. */
const renderForm = () =>
  render(
    <ToastProvider>
      <HeartRateForm />
    </ToastProvider>,
  );

afterEach(() => window.history.replaceState(null, '', '/'));

describe('HeartRateForm', () => {
  it('gives five Karvonen zones, 148 bpm at 70% for 190/50', () => {
    renderForm();
    const rows = within(screen.getByRole('status')).getAllByRole('row');
    expect(rows).toHaveLength(6);
    expect(plainText(rows[3]?.textContent)).toContain('148–162 bpm');
  });

  it('names the zones by the heart-rate reserve and its value: 190 − 50 = 140 bpm', () => {
    renderForm();
    // The value keeps its unit, and each operator its operand, on its line (no-break spaces): the name a
    // screen reader reads is the same words.
    // (The caption's text, read whole: jsdom's name computation pads the no-break span with a space.)
    const table = screen.getByRole('table', {name: /^Your zones/});
    const caption = document.getElementById(table.getAttribute('aria-labelledby') ?? '') as HTMLElement;
    expect(caption.textContent).toBe('Your zones (heart-rate reserve 190 −\u00a050 =\u00a0140\u00a0bpm)');
    // "heart-rate" stays whole on a phone's line ("(heart- / rate reserve" at 360 px).
    expect(within(caption).getByText('heart-rate', {selector: '.no-break'})).toBeInTheDocument();
  });

  it('opens the results panel with the zones, with no top margin of their own above them', () => {
    renderForm();
    const zones = screen.getByRole('status').firstElementChild;
    expect(zones).toHaveClass('zones');
    expect(zones).toContainElement(screen.getByRole('table', {name: /^Your zones/}));
    // Two classes: it outranks the one-class top margin StackedTable gives a table between paragraphs.
    const css = fs.readFileSync(path.join(__dirname, 'styles.module.css'), 'utf8');
    expect(css).toMatch(/\.zones:first-child \{\s*margin-top: 0;\s*\}/);
  });

  it('refuses a resting rate at or above the maximum, on the resting field', async () => {
    const user = userEvent.setup();
    renderForm();
    const rest = screen.getByRole('textbox', {name: /^Resting heart rate/});
    await user.clear(rest);
    await user.type(rest, '190');
    await user.tab();
    expect(rest).toHaveAttribute('aria-invalid', 'true');
    expect(rest).toHaveAccessibleDescription(/lower than your maximum/);
    expect(screen.getByRole('status')).not.toHaveTextContent('bpm');
  });

  it.each(['1900', '99999'])(
    'gives a maximum of %s the range message, not a whole-number one',
    async (text) => {
      const user = userEvent.setup();
      renderForm();
      const max = screen.getByRole('textbox', {name: /^Maximum heart rate/});
      await user.clear(max);
      await user.type(max, `${text}{Enter}`);
      expect(max).toHaveAttribute('aria-invalid', 'true');
      expect(max).toHaveAccessibleDescription(
        /A maximum heart rate is between 100 and 230 beats per minute\./,
      );
      expect(max).not.toHaveAccessibleDescription(/whole number/);
    },
  );

  it('gives a resting rate of 5000 the range message when there is no maximum to compare', () => {
    window.history.replaceState(null, '', '/tools/heart-rate-zones?max=&rest=5000');
    renderForm();
    expect(screen.getByRole('textbox', {name: /^Resting heart rate/})).toHaveAccessibleDescription(
      /A resting heart rate is between 25 and 120 beats per minute\./,
    );
  });

  it('refuses rates too close to give zones, on both fields', async () => {
    const user = userEvent.setup();
    renderForm();
    const max = screen.getByRole('textbox', {name: /^Maximum heart rate/});
    const rest = screen.getByRole('textbox', {name: /^Resting heart rate/});
    await user.clear(max);
    await user.type(max, '100');
    await user.clear(rest);
    await user.type(rest, '99');
    await user.click(screen.getByRole('button', {name: 'Calculate'}));
    for (const field of [max, rest]) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(/too close to give zones: check both/);
    }
    expect(max).toHaveFocus();
    expect(screen.getByRole('status')).not.toHaveTextContent('bpm');
  });
});
