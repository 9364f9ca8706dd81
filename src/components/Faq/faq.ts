/** FAQ entries and their FAQPage structured data (schema.org). Pure TypeScript, no React. */

/** A page of the site an answer points to, for the full details. */
export interface FaqLink {
  readonly label: string;
  readonly to: string;
}

/** One question and its answer. */
export interface FaqItem {
  /** Stable id: the item becomes the anchor `#faq-<id>`. */
  readonly id?: string;
  readonly question: string;
  /** Plain text where a blank line starts a new paragraph, or one string per paragraph. */
  readonly answer: string | readonly string[];
  /** Shown after the answer as a link to the page with the full details. */
  readonly link?: FaqLink;
}

/** The answer's paragraphs, for rendering. */
export function answerParagraphs(answer: string | readonly string[]): string[] {
  if (typeof answer !== 'string') return [...answer];
  return answer
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter((paragraph) => paragraph !== '');
}

/** The schema.org FAQPage object for a list of questions. */
export function faqPageJsonLd(items: readonly FaqItem[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: {'@type': 'Answer', text: answerParagraphs(item.answer).join('\n\n')},
    })),
  };
}
