import type {ComponentType} from 'react';
import Link from '@docusaurus/Link';
import SearchPage from '@theme-original/SearchPage';
import {withPageMetadata} from '@site/src/components/ExtraPageMetadata';
import {MainLandmarkProvider} from '@site/src/components/MainLandmark';
import {NoScriptNoteProvider} from '@site/src/components/NoScriptNote';
import {LINKS} from '@site/src/config/links';
import SearchSuggestions from './SearchSuggestions';

const PageWithMetadata = withPageMetadata(SearchPage as ComponentType<object>, {
  description: 'Search the training guides, feature pages, comparisons and articles on this site.',
  keywords: ['search', 'running articles', 'features'],
});

/** The header's search form posts here without JavaScript too, but the search itself runs in the browser. */
const withoutJavaScript = (
  <p>
    <strong>Searching needs JavaScript</strong>, which is off in this browser. The rest of the site reads
    without it: the <Link to={LINKS.glossary.to}>glossary</Link> explains every training term, each of the{' '}
    <Link to={LINKS.tools.to}>running calculators</Link> has a reference table, the{' '}
    <Link to={LINKS.articles.to}>articles</Link> go deeper, and the links below reach every other page.
  </p>
);

/** The plugin's page renders no `<main>`: the layout adds one (MainLandmark), with terms to try at its end. */
export default function SearchPageWrapper() {
  return (
    <MainLandmarkProvider after={<SearchSuggestions />}>
      <NoScriptNoteProvider note={withoutJavaScript}>
        <PageWithMetadata />
      </NoScriptNoteProvider>
    </MainLandmarkProvider>
  );
}
