import type {ComponentType} from 'react';
import BlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import {withPageMetadata} from '@site/src/components/ExtraPageMetadata';

export default withPageMetadata(BlogAuthorsListPage as ComponentType<object>, {
  description: 'The coaches and sports scientists who write our running articles.',
  keywords: ['authors', 'running coaches', 'sports scientists'],
});
