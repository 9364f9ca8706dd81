import SearchPage from '@theme-original/SearchPage';
import {withPageMetadata} from '@site/src/components/ExtraPageMetadata';

export default withPageMetadata(SearchPage, {
  description: 'Search the training guides, feature pages, comparisons and articles on this site.',
  keywords: ['search', 'running articles', 'features'],
});
