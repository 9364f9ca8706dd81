import JsonLd from '../JsonLd';
import {faqPageJsonLd, type FaqItem} from '../../lib/faq';

export interface FaqJsonLdProps {
  readonly items: readonly FaqItem[];
}

/** Puts the FAQPage structured data for these questions in the page head (rich results in search). */
export default function FaqJsonLd({items}: FaqJsonLdProps) {
  return <JsonLd data={faqPageJsonLd(items)} />;
}
