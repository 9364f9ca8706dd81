import type {PropsWithChildren, ReactNode} from 'react';
import Link from '@docusaurus/Link';
import ClosingCta from '@site/src/components/ClosingCta';
import LinkCards from '@site/src/components/LinkCards';
import MarketingPage from '@site/src/components/MarketingPage';
import PageHero from '@site/src/components/PageHero';
import Section from '@site/src/components/Section';
import SectionTitle, {sectionTitleTextId} from '@site/src/components/SectionTitle';
import {ToastProvider} from '@site/src/components/Toast';
import {TOOLS, TOOLS_PATH, toolById, type ToolId} from '../tools';
import styles from './styles.module.css';

export interface ToolPageProps extends PropsWithChildren {
  readonly tool: ToolId;
  /** The page's h1 (the tool's name is the page title). */
  readonly heading: ReactNode;
  readonly lead: ReactNode;
  /** For search results and link previews, under 160 characters. */
  readonly description: string;
  readonly keywords: readonly string[];
  /** What the app does with this number, for the closing call to action. */
  readonly ctaLead: string;
}

/**
 * A toolkit page: the hero with a way back to the toolkit, the page's sections (children), links to the
 * other tools and the call to early access. Holds the toast region for Copy link.
 */
export default function ToolPage({
  tool,
  heading,
  lead,
  description,
  keywords,
  ctaLead,
  children,
}: ToolPageProps) {
  const {title} = toolById(tool);
  const others = TOOLS.filter((other) => other.id !== tool);
  return (
    <MarketingPage title={title} description={description} keywords={keywords}>
      <ToastProvider>
        <PageHero
          eyebrow={
            <Link to={TOOLS_PATH} className={styles.back}>
              Runner’s toolkit
            </Link>
          }
          title={heading}
          lead={lead}
        />
        {children}
        <Section tone="muted" labelledBy={sectionTitleTextId('more-tools-title')}>
          <SectionTitle id="more-tools-title" eyebrow="Toolkit" title="More tools for runners" />
          <LinkCards items={others} labelledBy={sectionTitleTextId('more-tools-title')} />
        </Section>
        <ClosingCta
          title="Let the coach do the maths"
          lead={`${ctaLead} The app recalculates this after every run, so your plan moves with your fitness.`}
          secondary={{label: 'See how it works', to: '/how-it-works'}}
        />
      </ToastProvider>
    </MarketingPage>
  );
}
