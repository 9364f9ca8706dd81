import {act, fireEvent, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {MemoryRouter} from 'react-router-dom';
import {SIGNUP_CONFIRMATION_DELAY_MS} from '../../../constants';
import {testSettings} from '../../../../test/stubs/testSettings';
import SignupForm, {EMAIL_PATTERN, type SignupFormProps} from '.';

const WELCOME = `Welcome to the ${testSettings.productName} Family!`;

function renderForm(props: SignupFormProps = {}) {
  return render(
    <MemoryRouter>
      <SignupForm {...props} />
    </MemoryRouter>,
  );
}

function formElement(): HTMLFormElement {
  const form = screen.getByRole('textbox', {name: 'Email address'}).closest('form');
  if (!form) throw new Error('no form');
  return form;
}

/** Fires the submit event the browser fires after its own validation passed; returns false if cancelled. */
function submitValid(email = 'runner@example.com'): boolean {
  fireEvent.change(screen.getByRole('textbox', {name: 'Email address'}), {target: {value: email}});
  return fireEvent.submit(formElement());
}

describe('SignupForm', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is a real form that posts to the configured list in a new tab', () => {
    renderForm();
    const form = formElement();
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', testSettings.signupFormAction);
    expect(form).toHaveAttribute('target', '_blank');
    expect(form.getAttribute('rel')).toContain('noopener');
  });

  it('has a labelled, required email field and an optional first-name field', () => {
    renderForm();
    const email = screen.getByRole('textbox', {name: 'Email address'});
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('name', 'EMAIL');
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('autocomplete', 'email');

    const firstName = screen.getByRole('textbox', {name: 'First name (optional)'});
    expect(firstName).toHaveAttribute('name', 'FNAME');
    expect(firstName).not.toBeRequired();
    expect(firstName).toHaveAttribute('autocomplete', 'given-name');

    expect(formElement().querySelector('input[name="tags"]')).toHaveAttribute('type', 'hidden');
    expect(formElement().querySelector('input[name="tags"]')).toHaveValue(testSettings.signupTags);
  });

  it('has an empty honeypot that people and assistive technology never reach', () => {
    renderForm();
    const honeypot = formElement().querySelector<HTMLInputElement>(
      `input[name="${testSettings.signupHoneypotName}"]`,
    );
    expect(honeypot).not.toBeNull();
    expect(honeypot).toHaveValue('');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    // Only the two real fields are exposed as text boxes.
    expect(screen.getAllByRole('textbox')).toHaveLength(2);
  });

  it('lets the native post through, then shows the confirmation only after the delay', () => {
    renderForm();
    expect(submitValid()).toBe(true); // not cancelled: the browser posts the form

    const button = screen.getByRole('button', {name: 'Joining…'});
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Sending your sign-up');

    act(() => jest.advanceTimersByTime(SIGNUP_CONFIRMATION_DELAY_MS - 1));
    expect(screen.queryByRole('heading', {name: WELCOME})).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1));
    const heading = screen.getByRole('heading', {name: WELCOME});
    expect(heading).toHaveFocus();
    expect(screen.getByText(/You are on the early-access waitlist/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('stops a second submit inside the delay', () => {
    renderForm();
    expect(submitValid()).toBe(true);
    expect(fireEvent.submit(formElement())).toBe(false);
    act(() => jest.advanceTimersByTime(SIGNUP_CONFIRMATION_DELAY_MS / 2));
    expect(fireEvent.submit(formElement())).toBe(false);
    expect(screen.getByRole('button', {name: 'Joining…'})).toBeDisabled();
  });

  it('never confirms an empty or malformed email (browser validation blocks the submit)', async () => {
    const user = userEvent.setup({advanceTimers: jest.advanceTimersByTime});
    const onSubmit = jest.fn((event: Event) => event.preventDefault());
    renderForm();
    formElement().addEventListener('submit', onSubmit);
    const email = screen.getByRole('textbox', {name: 'Email address'});
    const button = screen.getByRole('button', {name: 'Reserve My Spot'});

    await user.click(button);
    expect(email).toBeInvalid();
    await user.type(email, 'runner@');
    await user.click(button);
    expect(email).toBeInvalid();

    act(() => jest.advanceTimersByTime(SIGNUP_CONFIRMATION_DELAY_MS * 2));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(button).toBeEnabled();
    expect(screen.queryByRole('heading', {name: WELCOME})).not.toBeInTheDocument();
  });

  it('asks for a domain with a dot, which the browser checks with or without JavaScript', () => {
    renderForm();
    const email = screen.getByRole('textbox', {name: 'Email address'});
    expect(email).toHaveAttribute('pattern', EMAIL_PATTERN);
    // As a browser reads `pattern`: the whole value, with the v flag.
    const whole = new RegExp(`^(?:${EMAIL_PATTERN})$`, 'v');
    for (const address of ['maya@example.com', 'maya.r+runs@mail.example.co.in', 'r@x.io']) {
      expect(whole.test(address)).toBe(true);
    }
    for (const address of ['maya@gmail', 'maya@', '@example.com', 'maya@@example.com', 'maya @example.com']) {
      expect(whole.test(address)).toBe(false);
    }
  });

  it('offers Register Another Email (reload) and Follow Updates (social profile, new tab)', async () => {
    const user = userEvent.setup({advanceTimers: jest.advanceTimersByTime});
    const reload = jest.fn();
    renderForm({reload});
    submitValid();
    act(() => jest.advanceTimersByTime(SIGNUP_CONFIRMATION_DELAY_MS));

    await user.click(screen.getByRole('button', {name: 'Register Another Email'}));
    expect(reload).toHaveBeenCalledTimes(1);

    const follow = screen.getByRole('link', {name: /^Follow Updates/});
    expect(follow).toHaveAttribute('href', testSettings.instagramUrl);
    expect(follow).toHaveAttribute('target', '_blank');
    expect(follow).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
