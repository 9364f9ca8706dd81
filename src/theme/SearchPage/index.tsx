import type {ComponentType} from 'react';
import SearchPage from '@theme-original/SearchPage';
import {withPageMetadata} from '@site/src/components/ExtraPageMetadata';

export default withPageMetadata(SearchPage as ComponentType<object>, {
  description: 'Search the training guides, feature pages, comparisons and articles on this site.',
  keywords: ['search', 'running articles', 'features'],
});
