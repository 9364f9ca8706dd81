import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {testSettings} from '../../../../../test/stubs/testSettings';
import {ToastProvider} from '../../../../components/Toast';
import SupportContact from '.';

const email = testSettings.supportEmail;

function renderContact() {
  render(
    <ToastProvider>
      <SupportContact headingId="contact" />
    </ToastProvider>,
  );
  return within(screen.getByRole('region', {name: 'Notifications (F8)'}));
}

function mockClipboard(writeText: jest.Mock) {
  Object.defineProperty(navigator, 'clipboard', {value: {writeText}, configurable: true});
}

describe('SupportContact', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard');
    document.getSelection()?.removeAllRanges();
  });

  it('shows the configured address as a mailto link', () => {
    renderContact();
    expect(screen.getByRole('heading', {level: 2, name: 'Still stuck? Write to us'})).toHaveAttribute(
      'id',
      'contact',
    );
    expect(screen.getByRole('link', {name: email})).toHaveAttribute('href', `mailto:${email}`);
  });

  it('copies the address and confirms it in a notification', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    mockClipboard(writeText);
    const notifications = renderContact();
    expect(notifications.queryAllByRole('listitem')).toHaveLength(0);

    await user.click(screen.getByRole('button', {name: 'Copy address'}));

    expect(writeText).toHaveBeenCalledWith(email);
    const toast = notifications.getByRole('listitem');
    expect(toast).toHaveTextContent('Email address copied');
    expect(toast).toHaveTextContent(`${email} is on your clipboard.`);
  });

  it('selects the address and says how to copy it when the clipboard is refused', async () => {
    const user = userEvent.setup();
    mockClipboard(jest.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')));
    document.execCommand = jest.fn().mockReturnValue(false);
    const notifications = renderContact();

    await user.click(screen.getByRole('button', {name: 'Copy address'}));

    expect(notifications.getByRole('listitem')).toHaveTextContent('Couldn’t copy automatically');
    expect(notifications.getByRole('listitem')).toHaveTextContent('press Ctrl+C');
    expect(document.getSelection()?.toString()).toBe(email);
  });
});
