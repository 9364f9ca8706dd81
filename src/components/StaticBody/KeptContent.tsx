/**
 * Content of a doc or an article kept as the server sent it on a page's first load (StaticMarkup, in a
 * wrapper that takes no box), its plain links given the router, the section navigation and the prefetch by
 * `useStaticLinks`. It holds a whole body with nothing interactive in it (StaticBody), or, in a body that
 * hydrates, one block made by a static component, which `src/plugins/remarkStaticBody.ts` wraps in it at
 * build time. On client-side navigation React renders what it holds as usual.
 */
import type {ReactNode} from 'react';
import StaticMarkup from '../StaticMarkup';
import {useStaticLinks} from '../../hooks/useStaticLinks';
import {KEPT_CONTENT_ATTRIBUTE} from '../../config/staticBody';

const MARK = {[KEPT_CONTENT_ATTRIBUTE]: ''};

export default function KeptContent({children}: {readonly children?: ReactNode}) {
  return (
    <StaticMarkup boxless {...MARK} {...useStaticLinks()}>
      {children}
    </StaticMarkup>
  );
}
