import {answerParagraphs, faqPageJsonLd, type FaqItem} from './faq';

const ITEMS: FaqItem[] = [
  {question: 'Is there a free trial?', answer: 'Yes.\n\nNo card is needed.'},
  {question: 'Can I cancel?', answer: 'Any time,\n  from Settings.'},
];

test('splits answers into paragraphs on blank lines and joins wrapped lines', () => {
  expect(answerParagraphs(ITEMS[0]!.answer)).toEqual(['Yes.', 'No card is needed.']);
  expect(answerParagraphs(ITEMS[1]!.answer)).toEqual(['Any time, from Settings.']);
});

test('builds a FAQPage with one Question per item, in order', () => {
  expect(faqPageJsonLd(ITEMS)).toEqual({
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: [
      {
        '@type': 'Question',
        name: 'Is there a free trial?',
        acceptedAnswer: {'@type': 'Answer', text: 'Yes.\n\nNo card is needed.'},
      },
      {
        '@type': 'Question',
        name: 'Can I cancel?',
        acceptedAnswer: {'@type': 'Answer', text: 'Any time, from Settings.'},
      },
    ],
  });
});
