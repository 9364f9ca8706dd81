import {renderHook} from '@testing-library/react';
import * as reactUtils from './reactUtils';
import {useShallowMemoObject} from './reactUtils';

test('re-exports the rest of the original module', () => {
  // The original's exports are untyped here (src/clientModules/originals.d.ts).
  expect(typeof (reactUtils as Record<string, unknown>).usePrevious).toBe('function');
});

test('keeps the object while its keys and values stay the same, in whatever order, without localeCompare', () => {
  const localeCompare = jest.spyOn(String.prototype, 'localeCompare');
  const first = {sidebar: 'docs', path: '/features', onCollapse: 'fn', isHidden: false};
  const {result, rerender} = renderHook((props: object) => useShallowMemoObject(props), {
    initialProps: first,
  });
  expect(result.current).toBe(first);

  rerender({isHidden: false, onCollapse: 'fn', path: '/features', sidebar: 'docs'});
  expect(result.current).toBe(first);

  const moved = {sidebar: 'docs', path: '/injury-prevention', onCollapse: 'fn', isHidden: false};
  rerender(moved);
  expect(result.current).toBe(moved);

  expect(localeCompare).not.toHaveBeenCalled();
  localeCompare.mockRestore();
});
