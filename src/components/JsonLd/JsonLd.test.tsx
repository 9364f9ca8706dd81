import {render} from '@testing-library/react';
import type {PropsWithChildren} from 'react';
import JsonLd from '.';

// The shared stand-in renders nothing; here the head's content is what is tested.
jest.mock('@docusaurus/Head', () => ({
  __esModule: true,
  default: ({children}: PropsWithChildren) => children,
}));

test('writes the data as escaped JSON in a JSON-LD script', () => {
  const data = {'@type': 'BlogPosting', headline: 'Pacer</script><script>alert(1)</script>'};
  const {container} = render(<JsonLd data={data} />);
  const scripts = container.querySelectorAll('script[type="application/ld+json"]');
  expect(scripts).toHaveLength(1);
  const text = scripts[0]!.textContent ?? '';
  expect(text).not.toContain('</script>');
  expect(JSON.parse(text)).toEqual(data);
});
