import BlogArchivePage from '@theme-original/BlogArchivePage';
import {withPageMetadata} from '@site/src/components/ExtraPageMetadata';

export default withPageMetadata(BlogArchivePage, {
  description: 'Every running article we have published, by date.',
  keywords: ['article archive', 'running articles'],
});
