import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {ToastProvider} from '@site/src/components/Toast';
import TrainingLoadForm from './index';

afterEach(() => window.history.replaceState(null, '', '/'));

function renderForm() {
  render(
    <ToastProvider>
      <TrainingLoadForm />
    </ToastProvider>,
  );
}

const field = (weekName: string, label: RegExp) =>
  within(screen.getByRole('group', {name: weekName})).getByRole('textbox', {name: label});

/** The example's first three weeks in the address (240/4/40, 250/4/42, 260/4/44), then this week's `last`. */
const address = (last: string) =>
  `/tools/training-load?w1-min=240&w1-effort=4&w1-km=40&w2-min=250&w2-effort=4&w2-km=42&w3-min=260&w3-effort=4&w3-km=44&${last}`;

describe('TrainingLoadForm', () => {
  it('reads a decimal comma in effort and distance, as European phones type them', async () => {
    const user = userEvent.setup();
    renderForm();
    const effort = field('This week', /Average effort/);
    const distance = field('This week', /Distance in km/);
    await user.clear(effort);
    await user.type(effort, '5,5');
    await user.clear(distance);
    await user.type(distance, '42,5');
    await user.click(screen.getByRole('button', {name: 'Calculate'}));
    for (const input of [effort, distance]) expect(input).not.toHaveAttribute('aria-invalid');
    // Loads 960, 1000, 1040 and 280 × 5.5 = 1540: chronic 1135, ratio 1540 / 1135 = 1.36.
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Acute load (this week)1,540');
    expect(status).toHaveTextContent('1.36');
    expect(window.location.search).toMatch(/&w4-effort=5%2C5&w4-km=42%2C5$/);
  });

  it('reopens a shared address written with decimal commas', () => {
    window.history.replaceState(null, '', address('w4-min=280&w4-effort=5,5&w4-km=46,5'));
    renderForm();
    expect(field('This week', /Distance in km/)).toHaveValue('46,5');
    expect(screen.getByRole('status')).toHaveTextContent('1.36');
    // 44 → 46.5 km is +5.7%, shown as +6%.
    expect(screen.getByRole('status')).toHaveTextContent('+6% by distance');
  });

  it('refuses a distance in a week of 0 minutes on the minutes field, with no result', () => {
    window.history.replaceState(null, '', address('w4-min=0&w4-km=46'));
    renderForm();
    const minutes = field('This week', /Total minutes/);
    expect(minutes).toHaveAttribute('aria-invalid', 'true');
    expect(minutes).toHaveAccessibleDescription(
      'A week with a distance needs its minutes too: enter the minutes you ran, or clear the distance.',
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('One field needs attention');
    expect(status).not.toHaveTextContent('Your result');
  });
});
