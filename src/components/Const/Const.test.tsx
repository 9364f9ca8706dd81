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
