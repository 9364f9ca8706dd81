/**
 * Wraps @docusaurus/theme-classic's Layout. See src/theme/README.md.
 *
 * What a page that a plugin renders inside this Layout (the search page) cannot place itself: a `<main>`
 * around its content (MainLandmarkProvider) and, after it, a note for visitors without JavaScript
 * (NoScriptNoteProvider). Every other page's content passes through unchanged.
 */
import type {ComponentProps} from 'react';
import Layout from '@theme-original/Layout';
import {MainLandmark} from '@site/src/components/MainLandmark';
import {NoScriptNote} from '@site/src/components/NoScriptNote';

export default function LayoutWrapper({children, ...props}: ComponentProps<typeof Layout>) {
  return (
    <Layout {...props}>
      <MainLandmark>{children}</MainLandmark>
      <NoScriptNote />
    </Layout>
  );
}
