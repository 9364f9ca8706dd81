import type {ComponentType} from 'react';
import BlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import {withPageMetadata} from '@site/src/components/ExtraPageMetadata';

export default withPageMetadata(BlogAuthorsListPage as ComponentType<object>, {
  description: 'Who writes our running articles: the team building the coach.',
  keywords: ['authors', 'running articles', 'training research'],
});
