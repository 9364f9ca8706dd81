/** FAQ entries and their FAQPage structured data (schema.org). Pure TypeScript, no React. */

/** One question and its answer. The answer is plain text; a blank line starts a new paragraph. */
export interface FaqItem {
  readonly question: string;
  readonly answer: string;
}

/** The answer's paragraphs, for rendering. */
export function answerParagraphs(answer: string): string[] {
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
