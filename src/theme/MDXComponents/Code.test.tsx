import {render, screen} from '@testing-library/react';
import MDXCode from './Code';

test('one-line code is inline code, without the highlighter', () => {
  render(
    <p>
      Run <MDXCode>npm test</MDXCode> first.
    </p>,
  );
  expect(screen.getByText('npm test').tagName).toBe('CODE');
  expect(screen.queryByRole('figure')).not.toBeInTheDocument();
});

test('a code block renders through the highlighter once it has loaded', async () => {
  render(<MDXCode className="language-js">{'const ctl = 42;\nconst atl = 50;\n'}</MDXCode>);
  const block = await screen.findByRole('figure', {name: 'Highlighted code'});
  expect(block).toHaveClass('language-js');
  expect(block).toHaveTextContent('const ctl = 42;');
});
