import {useLayoutEffect, useRef, type RefObject} from 'react';
import {typedBeforeHydration} from '../lib/typedBeforeHydration';

/**
 * A ref for a calculator's <form>. In the commit that hydrates it (before anything re-renders it), the fields
 * typed in while the page's script loaded (`typedBeforeHydration`) are handed to `adopt`, once; later edits
 * go through the form's own handlers. Nothing is handed over when nothing was typed.
 */
export function useTypedBeforeHydration(
  adopt: (typed: URLSearchParams) => void,
): RefObject<HTMLFormElement | null> {
  const formRef = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    const typed = formRef.current ? typedBeforeHydration(formRef.current) : null;
    if (typed && typed.toString() !== '') adopt(typed);
    // Once, on hydration: `adopt` of the first render is the one that matches the server HTML.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return formRef;
}
