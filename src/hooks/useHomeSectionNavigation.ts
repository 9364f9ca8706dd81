import {useCallback} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {goToHomeSection} from '../lib/sectionNavigation';

/** Returns a function that brings the visitor to a section of the home page (see goToHomeSection). */
export function useHomeSectionNavigation(): (id: string) => void {
  const history = useHistory();
  const {pathname} = useLocation();
  const homePath = useBaseUrl('/');
  return useCallback(
    (id: string) => goToHomeSection(id, {pathname, homePath, push: (path) => history.push(path)}),
    [history, pathname, homePath],
  );
}
