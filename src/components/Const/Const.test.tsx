import fs from 'node:fs';
import path from 'node:path';
import {render} from '@testing-library/react';
import Const, {formatConst} from '.';

test('formats constants the way prose states them', () => {
  expect(formatConst('FREE_TRIAL_DAYS')).toBe('14');
  expect(formatConst('PRO_MONTHLY_USD')).toBe('$9.99');
  expect(formatConst('ELITE_MONTHLY_USD')).toBe('$19.99');
  expect(formatConst('INDIA_PRICE_INR')).toBe('₹170');
  expect(formatConst('SIGNUP_CONFIRMATION_DELAY_MS')).toBe('2,000');
  expect(formatConst('RPE_SCALE')).toBe('1–10');
});

test('renders the value and fails loudly for an unknown name', () => {
  const {container} = render(<Const name="MINIMUM_AGE" />);
  expect(container).toHaveTextContent('13');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => render(<Const name={'NOPE' as 'MINIMUM_AGE'} />)).toThrow('no such constant');
});

test('docs and articles write effort bands with <Const>, so every page gives the same RPE for a kind of run', () => {
  const root = path.join(__dirname, '../../..');
  const files = ['docs', 'blog'].flatMap((dir) =>
    (fs.readdirSync(path.join(root, dir), {recursive: true}) as string[])
      .filter((file) => file.endsWith('.mdx'))
      .map((file) => path.join(dir, file)),
  );
  expect(files.length).toBeGreaterThan(10);
  // An RPE followed closely by a typed range ("RPE about 2 to 4", "RPE 6–7"); the 1–10 scale itself is allowed.
  const typed = files.flatMap((file) =>
    [
      ...fs
        .readFileSync(path.join(root, file), 'utf8')
        .matchAll(/RPE[^.\n|]{0,14}?\b(\d+)\s*(?:to|–|-)\s*(\d+)\b/g),
    ]
      .filter(([, low, high]) => !(low === '1' && high === '10'))
      .map(([match]) => `${file}: ${match}`),
  );
  expect(typed).toEqual([]);
  expect(formatConst('RPE_EASY')).toBe('2–3');
  expect(formatConst('RPE_TEMPO')).toBe('6–7');
});
