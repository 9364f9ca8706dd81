import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {MemoryRouter} from 'react-router-dom';
import type {ArticleCardData} from '../articleCards';
import ArticleCardList from '.';

const article = (n: number): ArticleCardData => ({
  permalink: `/articles/post-${n}`,
  title: `Post number ${n}`,
  summary: `Summary of post ${n}.`,
  date: `2025-0${n}-01T00:00:00.000Z`,
  formattedDate: `Month ${n}`,
  readingTimeMinutes: 5,
  imageUrl: `/img/articles/post-${n}-card.webp`,
  authors: [{name: 'Coaching Team'}],
});

function renderList(count: number) {
  const articles = Array.from({length: count}, (_, i) => article(count - i));
  render(
    <MemoryRouter>
      <ArticleCardList articles={articles} />
    </MemoryRouter>,
  );
  return articles;
}

describe('ArticleCardList', () => {
  it('lists one card per article in the order given', () => {
    const articles = renderList(5);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(screen.getAllByRole('heading', {level: 2}).map((h) => h.textContent)).toEqual(
      articles.map((a) => a.title),
    );
  });

  it('lets the keyboard move from card to card with Tab', async () => {
    const articles = renderList(3);
    for (const a of articles) {
      await userEvent.tab();
      expect(screen.getByRole('link', {name: a.title})).toHaveFocus();
    }
  });

  it('loads only the first cover eagerly', () => {
    renderList(4);
    const covers = [...document.querySelectorAll('img[width="600"]')];
    expect(covers.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy', 'lazy']);
  });
});
