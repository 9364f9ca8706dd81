import {act, render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {createRef} from 'react';
import {ToastProvider} from '../../../../components/Toast';
import CopyEmailButton from '.';

const email = 'help@example.com';

function mockClipboard(writeText: jest.Mock) {
  Object.defineProperty(navigator, 'clipboard', {value: {writeText}, configurable: true});
}

describe('CopyEmailButton', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('keeps the focus while it copies, ignores repeat presses, then confirms', async () => {
    let finish: () => void = () => undefined;
    const writeText = jest.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    // After setup, which puts a clipboard stub of its own on navigator.
    const user = userEvent.setup();
    mockClipboard(writeText);
    render(
      <ToastProvider>
        <CopyEmailButton email={email} addressRef={createRef<HTMLElement>()} />
      </ToastProvider>,
    );
    const button = screen.getByRole('button', {name: 'Copy address'});
    await user.tab();
    expect(button).toHaveFocus();

    await user.keyboard('{Enter}');
    // Busy, but not disabled: a disabled button would drop the focus to <body>.
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toBeEnabled();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(writeText).toHaveBeenCalledTimes(1);

    await act(async () => finish());
    const notifications = within(screen.getByRole('region', {name: 'Notifications (F8)'}));
    expect(await notifications.findByText('Email address copied')).toBeInTheDocument();
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(writeText).toHaveBeenCalledTimes(2);
  });
});
