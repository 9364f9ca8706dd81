import type {ComponentType, ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';

export interface ExtraPageMetadataProps {
  readonly description: string;
  readonly keywords?: readonly string[];
}

/**
 * Wraps a theme page that sets no description of its own (search, tag and author lists, archive), so
 * every built page has a description for search results and social previews.
 */
export function withPageMetadata<P extends object>(
  Page: ComponentType<P>,
  {description, keywords}: ExtraPageMetadataProps,
): (props: P) => ReactNode {
  return function PageWithMetadata(props: P) {
    return (
      <>
        <PageMetadata description={description} keywords={keywords ? [...keywords] : undefined} />
        <Page {...props} />
      </>
    );
  };
}
