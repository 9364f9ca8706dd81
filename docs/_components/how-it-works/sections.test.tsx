import {render, screen, within} from '@testing-library/react';
import {PRIVACY_POINTS, PROCESS_STEPS} from './howItWorks';
import PrivacyPoints from './PrivacyPoints';
import ProcessSteps from './ProcessSteps';

test('the four steps are an ordered list, the 5-minute assessment first', () => {
  render(<ProcessSteps steps={PROCESS_STEPS} />);
  const list = screen.getByRole('list');
  expect(list.tagName).toBe('OL');
  const steps = within(list).getAllByRole('listitem');
  expect(steps).toHaveLength(4);
  expect(within(steps[0]!).getByRole('heading', {level: 3})).toHaveTextContent('Take the assessment');
  expect(steps[0]).toHaveTextContent('5 minutes');
  expect(steps[3]).toHaveTextContent('Within 24 hours');
});

test('privacy points are listed with their titles and details', () => {
  render(<PrivacyPoints points={PRIVACY_POINTS} />);
  const items = screen.getAllByRole('listitem');
  expect(items).toHaveLength(PRIVACY_POINTS.length);
  PRIVACY_POINTS.forEach((point, index) => {
    expect(items[index]).toHaveTextContent(`${point.title}${point.description}`);
  });
});
