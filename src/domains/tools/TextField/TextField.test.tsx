import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {useState} from 'react';
import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import TextField from './index';

/** A field that shows its message once it is left, as the calculators do. */
function CheckedField() {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  return (
    <TextField
      id="distance"
      name="distance"
      label="Distance"
      value={value}
      onChange={setValue}
      onBlur={() => setError(value === 'abc' ? 'Enter the distance as a number.' : undefined)}
      error={error}
    />
  );
}

/** The declarations of every rule of the component's CSS whose selector names `.message`. */
function messageDeclarations(): string {
  const css = readFileSync(join(__dirname, 'styles.module.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  return [...css.matchAll(/([^{}]+)\{([^}]*)\}/g)]
    .filter(([, selector]) => /\.message\b/.test(selector ?? ''))
    .map(([, , body]) => body)
    .join('\n');
}

describe('TextField', () => {
  it('puts a message shown on blur into the polite live region that was there, empty, before it', async () => {
    const user = userEvent.setup();
    render(<CheckedField />);
    const input = screen.getByRole('textbox', {name: 'Distance'});
    const region = input.parentElement?.querySelector('[aria-live="polite"]');
    expect(region).toBeInTheDocument();
    expect(region).toBeEmptyDOMElement();

    await user.type(input, 'abc');
    await user.tab();
    const message = screen.getByText('Enter the distance as a number.');
    expect(message.closest('[aria-live="polite"]')).toBe(region);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter the distance as a number.');
  });

  it('keeps the empty live region rendered: never display: none, which takes it out of the accessibility tree', () => {
    // jsdom applies no CSS modules, so the rule itself is read (the browser tests check the rendered state).
    const declarations = messageDeclarations();
    expect(declarations).not.toMatch(/display\s*:\s*none/);
    expect(declarations).not.toMatch(/visibility\s*:\s*hidden/);
  });
});
