import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {plainText} from '@site/test/plainText';
import {ToastProvider} from '@site/src/components/Toast';
import TrainingPacesForm from './index';

afterEach(() => window.history.replaceState(null, '', '/'));

function renderForm() {
  render(
    <ToastProvider>
      <TrainingPacesForm />
    </ToastProvider>,
  );
}

const paceRow = (name: string) =>
  within(screen.getByRole('status')).getByRole('row', {name: new RegExp(`^${name}`)});

describe('TrainingPacesForm', () => {
  it('gives Daniels’ VDOT 50 paces for a 19:57 5K, per km and per mile', async () => {
    const user = userEvent.setup();
    renderForm();
    const time = screen.getByRole('textbox', {name: /Finish time/});
    await user.clear(time);
    await user.type(time, '19:57');
    expect(
      within(paceRow('Threshold'))
        .getAllByRole('cell')
        .slice(0, 2)
        .map((c) => c.textContent),
    ).toEqual(['4:15', '6:51']);
    expect(within(paceRow('Marathon')).getAllByRole('cell')[0]).toHaveTextContent('4:31');
    expect(plainText(within(paceRow('Easy')).getAllByRole('cell')[0]?.textContent)).toMatch(
      /^\d:\d\d–\d:\d\d$/,
    );
  });

  it('says a half marathon in 1:55 reads as minutes, and how to write 1 hour 55 minutes', () => {
    window.history.replaceState(null, '', '/tools/training-paces?distance=half&time=1:55');
    renderForm();
    const time = screen.getByRole('textbox', {name: /Finish time/});
    expect(time).toHaveAttribute('aria-invalid', 'true');
    expect(time).toHaveAccessibleDescription(
      /That reads as 1 minute 55 seconds\. For 1 hour 55 minutes, enter 1:55:00\./,
    );
  });

  it('shows a prompt, not NaN, while the time is incomplete', async () => {
    const user = userEvent.setup();
    renderForm();
    const time = screen.getByRole('textbox', {name: /Finish time/});
    await user.clear(time);
    await user.type(time, '19:');
    expect(screen.getByRole('status')).toHaveTextContent('Enter a finish time');
    expect(screen.getByRole('status')).not.toHaveTextContent(/NaN|Infinity|undefined/);
  });
});
