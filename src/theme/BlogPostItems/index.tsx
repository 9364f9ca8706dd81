/**
 * Ejected from @docusaurus/theme-classic 3.10 (BlogPostItems): the articles list, tag pages and author
 * pages show the same article cards instead of full post previews. See src/theme/README.md.
 * The `component` prop of the original is not used: nothing in the site passes one.
 */
import type {ReactNode} from 'react';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {Props} from '@theme/BlogPostItems';
import ArticleCardList from '@site/src/domains/articles/ArticleCardList';
import {toArticleCard} from '@site/src/domains/articles/articleCards';

export default function BlogPostItems({items}: Props): ReactNode {
  const {withBaseUrl} = useBaseUrlUtils();
  const {i18n} = useDocusaurusContext();
  const articles = items.map(({content}) =>
    toArticleCard(content, {withBaseUrl: (path) => withBaseUrl(path), locale: i18n.currentLocale}),
  );
  return <ArticleCardList articles={articles} />;
}
