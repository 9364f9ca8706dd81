import {ARTICLE_CARD_SIZE, ARTICLE_COVER_SIZE, articleImageSet, isSocialImagePath} from './articleImages';

describe('articleImageSet', () => {
  it('derives the page and card WebP files from a PNG cover', () => {
    expect(articleImageSet('/img/articles/dangers-of-overtraining.png')).toEqual({
      social: '/img/articles/dangers-of-overtraining.png',
      page: '/img/articles/dangers-of-overtraining.webp',
      card: '/img/articles/dangers-of-overtraining-card.webp',
    });
  });

  it('accepts JPG covers in any case', () => {
    expect(articleImageSet('/img/articles/race.JPEG')?.card).toBe('/img/articles/race-card.webp');
    expect(articleImageSet('/img/articles/race.jpg')?.page).toBe('/img/articles/race.webp');
  });

  it('refuses formats that social networks do not all accept', () => {
    expect(articleImageSet('/img/articles/x.webp')).toBeNull();
    expect(articleImageSet('/img/articles/x.svg')).toBeNull();
    expect(isSocialImagePath('/img/articles/x.gif')).toBe(false);
  });

  it('keeps cards at half the cover size with the same 1.91:1 ratio', () => {
    expect(ARTICLE_CARD_SIZE.width * 2).toBe(ARTICLE_COVER_SIZE.width);
    expect(ARTICLE_CARD_SIZE.height * 2).toBe(ARTICLE_COVER_SIZE.height);
  });
});
