import path from 'node:path';
import {docRouteSegments} from './docRoutes';

test('lists the top-level doc routes, honouring absolute slugs', () => {
  const segments = docRouteSegments(path.resolve(__dirname, '../../docs'));
  expect(segments).toEqual(
    expect.arrayContaining([
      'features',
      'injury-prevention',
      'training-plans',
      'how-it-works',
      'about-us',
      'terms-of-service',
      'privacy-policy',
      'cookie-policy',
      'account-deletion',
    ]),
  );
  expect(segments).not.toContain('legal');
  expect(segments).not.toContain('');
});
