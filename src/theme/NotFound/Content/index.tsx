/**
 * Ejected (--danger) from @docusaurus/theme-classic: with docs mounted at '/', unknown paths are rendered
 * by the docs root straight into NotFound/Content, so the 404 page's metadata lives here too.
 * See src/theme/README.md.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {PageMetadata} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import styles from './styles.module.css';

export default function NotFoundContent({className}: Props): ReactNode {
  return (
    <main className={clsx('container', styles.notFound, className)}>
      <PageMetadata
        title="Page Not Found"
        description="The page you asked for does not exist. Head back to the home page or search the site."
        keywords={['page not found', '404']}
      />
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <Heading as="h1">404 Page Not Found</Heading>
      <p className={styles.lead}>Did you forget to add the page to the router?</p>
      <p>The address may be mistyped, or the page may have moved. These will get you back on track:</p>
      <div className={styles.actions}>
        <Link className="button button--primary button--lg" to="/">
          Go to the home page
        </Link>
        <Link className="button button--secondary button--lg" to="/search">
          Search the site
        </Link>
      </div>
    </main>
  );
}
