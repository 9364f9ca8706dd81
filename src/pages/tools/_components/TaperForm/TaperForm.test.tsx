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

describe('TaperForm', () => {
  it('prompts until a date is chosen, then counts the taper back from it', async () => {
    const user = userEvent.setup();
    const date = renderForm();
    expect(screen.getByRole('status')).toHaveTextContent('Choose your race distance and date');
    await user.selectOptions(screen.getByRole('combobox', {name: 'Race distance'}), 'half');
    await user.type(date, '2026-04-19');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Thu 9 Apr 2026');
    expect(within(status).getAllByRole('row')).toHaveLength(12);
    expect(window.location.search).toBe('?distance=half&date=2026-04-19');
  });

  it('refuses a past race date next to the field', () => {
    window.history.replaceState(null, '', '/tools/taper-planner?distance=5k&date=2026-02-01');
    const date = renderForm();
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveAccessibleDescription(/has passed/);
  });
});
