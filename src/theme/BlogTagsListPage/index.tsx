import type {ComponentType} from 'react';
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import {withPageMetadata} from '@site/src/components/ExtraPageMetadata';

export default withPageMetadata(BlogTagsListPage as ComponentType<object>, {
  description: 'Browse our running articles by topic: training load, injury prevention, endurance and more.',
  keywords: ['running topics', 'article tags'],
});
