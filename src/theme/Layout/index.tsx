/**
 * Wraps @docusaurus/theme-classic's Layout. See src/theme/README.md.
 *
 * A page that a plugin renders inside this Layout without a `<main>` of its own (the search page) asks for
 * one through MainLandmarkProvider; every other page's content passes through unchanged.
 */
import type {ComponentProps} from 'react';
import Layout from '@theme-original/Layout';
import {MainLandmark} from '@site/src/components/MainLandmark';

export default function LayoutWrapper({children, ...props}: ComponentProps<typeof Layout>) {
  return (
    <Layout {...props}>
      <MainLandmark>{children}</MainLandmark>
    </Layout>
  );
}
