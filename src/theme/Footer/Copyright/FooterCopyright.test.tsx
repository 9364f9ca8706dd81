import {render, screen} from '@testing-library/react';
import FooterCopyright from '.';

test('renders the copyright as text, never as markup', () => {
  const copyright = '© 2026 Pace <img src=x onerror=alert(1)> Co. All rights reserved.';
  const {container} = render(<FooterCopyright copyright={copyright} />);
  expect(screen.getByText(copyright)).toHaveClass('footer__copyright');
  expect(container.querySelector('img')).toBeNull();
});
