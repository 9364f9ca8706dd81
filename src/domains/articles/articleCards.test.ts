import type {Author} from '@docusaurus/plugin-content-blog';
import {formatArticleDate, readingTimeLabel, toArticleCard, type ArticleContent} from './articleCards';

const author: Author = {
  key: 'coaching-team',
  name: 'Coaching Team',
  title: 'Running coaches and sports scientists',
  imageURL: '/img/authors/coaching-team.png',
  page: {permalink: '/articles/authors/coaching-team'},
  socials: {},
};

function content(overrides: Partial<ArticleContent['metadata']> = {}, image?: string): ArticleContent {
  return {
    frontMatter: {image},
    metadata: {
      permalink: '/articles/dangers-of-overtraining',
      title: 'The Hidden Dangers of Overtraining',
      description: 'Learn the early signs before fatigue becomes injury.',
      date: '2025-04-22T00:00:00.000Z',
      readingTime: 6,
      authors: [author],
      ...overrides,
    } as ArticleContent['metadata'],
  };
}

const options = {withBaseUrl: (path: string) => `/base${path}`, locale: 'en'};

describe('toArticleCard', () => {
  it('maps a post to the card fields: title, summary, date, read time, card image and author', () => {
    expect(toArticleCard(content({}, '/img/articles/dangers-of-overtraining.png'), options)).toEqual({
      permalink: '/articles/dangers-of-overtraining',
      title: 'The Hidden Dangers of Overtraining',
      summary: 'Learn the early signs before fatigue becomes injury.',
      date: '2025-04-22T00:00:00.000Z',
      formattedDate: 'April 22, 2025',
      readingTimeMinutes: 6,
      imageUrl: '/base/img/articles/dangers-of-overtraining-card.webp',
      authors: [{name: 'Coaching Team', imageUrl: '/base/img/authors/coaching-team.png'}],
    });
  });

  it('rounds an estimated reading time up and leaves out what the post does not have', () => {
    const card = toArticleCard(
      content({
        readingTime: 4.2,
        authors: [
          {...author, imageURL: undefined},
          {...author, name: undefined},
        ],
      }),
      options,
    );
    expect(card.readingTimeMinutes).toBe(5);
    expect(card.imageUrl).toBeUndefined();
    expect(card.authors).toEqual([{name: 'Coaching Team', imageUrl: undefined}]);
    expect(toArticleCard(content({readingTime: undefined}), options).readingTimeMinutes).toBeUndefined();
  });
});

describe('formatArticleDate', () => {
  it('writes long dates in the site locale and in UTC, whatever the machine time zone', () => {
    expect(formatArticleDate('2025-10-07T00:00:00.000Z', 'en')).toBe('October 7, 2025');
    expect(formatArticleDate('2025-03-10T00:00:00.000Z', 'en-GB')).toBe('10 March 2025');
  });

  it('leaves the year out for the archive, which lists posts under their year', () => {
    expect(formatArticleDate('2025-10-07T00:00:00.000Z', 'en', false)).toBe('October 7');
    expect(formatArticleDate('2025-03-10T00:00:00.000Z', 'en-GB', false)).toBe('10 March');
  });

  it('asks Intl for a locale it does not write itself', () => {
    expect(formatArticleDate('2025-10-07T00:00:00.000Z', 'fr')).toBe('7 octobre 2025');
    expect(formatArticleDate('2025-10-07T00:00:00.000Z', 'de', false)).toBe('7. Oktober');
  });
});

describe('readingTimeLabel', () => {
  it('says "N min read" and never less than one minute', () => {
    expect(readingTimeLabel(6)).toBe('6 min read');
    expect(readingTimeLabel(4.1)).toBe('5 min read');
    expect(readingTimeLabel(0.2)).toBe('1 min read');
  });
});
