import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {ToastProvider} from '@site/src/components/Toast';
import PaceConverterForm from './index';

const field = (name: string) =>
  screen.getByRole('textbox', {name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`)});

/** The form as a page renders it, inside the toast region its Copy link button reports to. */
const renderForm = () =>
  render(
    <ToastProvider>
      <PaceConverterForm />
    </ToastProvider>,
  );

afterEach(() => window.history.replaceState(null, '', '/'));

describe('PaceConverterForm', () => {
  it('fills every field from the one typed in, with finish times', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(field('Pace per mile')).toHaveValue('8:02.8');
    expect(field('Speed (km/h)')).toHaveValue('12.0');
    expect(screen.getByRole('status')).toHaveTextContent('Marathon3:30:59');

    await user.clear(field('Speed (km/h)'));
    await user.type(field('Speed (km/h)'), '15');
    expect(field('Pace per kilometre')).toHaveValue('4:00.0');
    expect(field('Pace per mile')).toHaveValue('6:26.2');
    expect(window.location.search).toBe('?kmh=15');
  });

  it('marks finish times faster than the world record', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(screen.getByRole('status')).not.toHaveTextContent(/faster than anyone/);
    await user.clear(field('Speed (km/h)'));
    await user.type(field('Speed (km/h)'), '22.5');
    // 2:40 per km: a 13:20 5K and a 26:40 10K have been run; a 56:16 half and a 1:52:31 marathon have not.
    const finishes = within(screen.getByRole('status')).getAllByRole('definition');
    expect(finishes.map((dd) => /faster than anyone/.test(dd.textContent ?? ''))).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });

  it.each([
    ['40', '2:24.8', '24.9'],
    ['3', '32:11.2', '1.9'],
  ])('accepts back what it shows for %s km/h, its limit', async (kmh, perMile, mph) => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', `/tools/pace-converter?kmh=${kmh}`);
    renderForm();
    expect(field('Pace per mile')).toHaveValue(perMile);
    expect(field('Speed (mph)')).toHaveValue(mph);
    for (const [name, text] of [
      ['Pace per mile', perMile],
      ['Speed (mph)', mph],
    ] as const) {
      await user.clear(field(name));
      await user.type(field(name), text);
      await user.click(screen.getByRole('button', {name: 'Calculate'}));
      expect(field(name)).not.toHaveAttribute('aria-invalid');
      expect(screen.getByRole('status')).toHaveTextContent('Finish times at this pace');
    }
  });

  it('names the limits it accepts when a speed is beyond them', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.clear(field('Speed (mph)'));
    await user.type(field('Speed (mph)'), '25{Enter}');
    expect(field('Speed (mph)')).toHaveAccessibleDescription(/Enter a speed between 1\.9 and 24\.9 mph\./);
  });

  it('keeps the last good values while a field is half-typed, and explains a bad one', async () => {
    const user = userEvent.setup();
    renderForm();
    const perKm = field('Pace per kilometre');
    await user.clear(perKm);
    await user.type(perKm, '4:');
    expect(field('Speed (km/h)')).toHaveValue('12.0');
    await user.keyboard('{Enter}');
    expect(perKm).toHaveAttribute('aria-invalid', 'true');
    expect(perKm).toHaveAccessibleDescription(/m:ss/);
  });
});
