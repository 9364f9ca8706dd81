import type {Author} from '@docusaurus/plugin-content-blog';
import type {BlogPosting, WithContext} from 'schema-dts';
import {articleStructuredData, authorStructuredData} from './articleStructuredData';

const absoluteUrl = (path: string) => (path.startsWith('http') ? path : `https://site.example${path}`);

const team: Author = {
  key: 'coaching-team',
  name: 'Coaching Team',
  title: 'Running coaches and sports scientists',
  imageURL: '/img/authors/coaching-team.png',
  page: {permalink: '/articles/authors/coaching-team'},
  socials: {},
  schema_type: 'Organization',
};

const person: Author = {
  key: 'priya',
  name: 'Priya S.',
  imageURL: 'https://images.example/priya.png',
  url: 'https://priya.example',
  page: null,
  socials: {},
};

const base: WithContext<BlogPosting> = {
  '@context': 'https://schema.org',
  '@type': 'BlogPosting',
  headline: 'The Hidden Dangers of Overtraining',
  datePublished: '2025-04-22T00:00:00.000Z',
  author: {'@type': 'Person', name: 'Coaching Team', image: '/img/authors/coaching-team.png'},
  image: {
    '@type': 'ImageObject',
    '@id': 'https://site.example/img/articles/x.png',
    url: 'https://site.example/img/articles/x.png',
  },
};

const input = {
  absoluteUrl,
  publisher: {name: 'Stridely', url: 'https://site.example/', logoPath: '/img/apple-touch-icon.png'},
  imageSize: {width: 1200, height: 630},
};

describe('authorStructuredData', () => {
  it('makes a team an Organization with an absolute image and its author page as url', () => {
    expect(authorStructuredData(team, absoluteUrl)).toEqual({
      '@type': 'Organization',
      name: 'Coaching Team',
      description: 'Running coaches and sports scientists',
      url: 'https://site.example/articles/authors/coaching-team',
      image: 'https://site.example/img/authors/coaching-team.png',
    });
  });

  it('keeps a person a Person and prefers their own url', () => {
    expect(authorStructuredData(person, absoluteUrl)).toEqual({
      '@type': 'Person',
      name: 'Priya S.',
      url: 'https://priya.example',
      image: 'https://images.example/priya.png',
    });
  });
});

describe('articleStructuredData', () => {
  it('keeps headline and date, and adds the fixed author, the publisher and the image size', () => {
    const data = articleStructuredData(base, {...input, authors: [team]}) as unknown as Record<
      string,
      unknown
    >;
    expect(data.headline).toBe('The Hidden Dangers of Overtraining');
    expect(data.datePublished).toBe('2025-04-22T00:00:00.000Z');
    expect(data.author).toMatchObject({
      '@type': 'Organization',
      image: 'https://site.example/img/authors/coaching-team.png',
    });
    expect(data.publisher).toEqual({
      '@type': 'Organization',
      name: 'Stridely',
      url: 'https://site.example/',
      logo: 'https://site.example/img/apple-touch-icon.png',
    });
    expect(data.image).toMatchObject({
      url: 'https://site.example/img/articles/x.png',
      width: '1200',
      height: '630',
    });
  });

  it('lists several authors as an array', () => {
    const data = articleStructuredData(base, {...input, authors: [team, person]}) as unknown as Record<
      string,
      unknown
    >;
    expect(data.author).toHaveLength(2);
  });

  it('does not invent an image the post does not have', () => {
    const {image: _none, ...withoutImage} = base as unknown as Record<string, unknown>;
    const data = articleStructuredData(withoutImage as unknown as WithContext<BlogPosting>, {
      ...input,
      authors: [team],
    });
    expect('image' in data).toBe(false);
  });
});
