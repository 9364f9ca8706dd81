import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {MemoryRouter} from 'react-router-dom';
import type {ArticleCardData} from '../articleCards';
import ArticleCard from '.';

const sampleArticle: ArticleCardData = {
  permalink: '/articles/dangers-of-overtraining',
  title: 'The Hidden Dangers of Overtraining',
  summary: 'Learn the early signs before fatigue becomes injury.',
  date: '2025-04-22T00:00:00.000Z',
  formattedDate: 'April 22, 2025',
  readingTimeMinutes: 6,
  imageUrl: '/img/articles/dangers-of-overtraining-card.webp',
  authors: [{name: 'Coaching Team', imageUrl: '/img/authors/coaching-team.png'}],
};

function renderCard(article: ArticleCardData = sampleArticle, priority = false) {
  return render(
    <MemoryRouter>
      <ArticleCard article={article} priority={priority} />
    </MemoryRouter>,
  );
}

describe('ArticleCard', () => {
  it('shows title, summary, author, date and read time', () => {
    renderCard();
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', {level: 2, name: sampleArticle.title})).toBeInTheDocument();
    expect(within(card).getByText(sampleArticle.summary)).toBeInTheDocument();
    expect(within(card).getByText('Coaching Team')).toBeInTheDocument();
    expect(within(card).getByText('April 22, 2025')).toHaveAttribute('datetime', sampleArticle.date);
    expect(within(card).getByText('6 min read')).toBeInTheDocument();
  });

  it('is one link, named by the title, that a keyboard reaches with one Tab', async () => {
    renderCard();
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName(sampleArticle.title);
    expect(links[0]).toHaveAttribute('href', sampleArticle.permalink);
    await userEvent.tab();
    expect(links[0]).toHaveFocus();
  });

  it('shows the sized card cover, lazily, as decoration (the title is already in the link)', () => {
    const {container} = renderCard();
    const cover = container.querySelector(`img[src="${sampleArticle.imageUrl}"]`);
    expect(cover).toHaveAttribute('alt', '');
    expect(cover).toHaveAttribute('width', '600');
    expect(cover).toHaveAttribute('height', '315');
    expect(cover).toHaveAttribute('loading', 'lazy');
    expect(cover).toHaveAttribute('decoding', 'async');
  });

  it('loads the cover at once when it is likely in the first screen', () => {
    const {container} = renderCard(sampleArticle, true);
    expect(container.querySelector(`img[src="${sampleArticle.imageUrl}"]`)).toHaveAttribute(
      'loading',
      'eager',
    );
  });

  it('leaves out the read time and cover when the post has none', () => {
    const {container} = renderCard({...sampleArticle, readingTimeMinutes: undefined, imageUrl: undefined});
    expect(screen.queryByText(/min read/)).not.toBeInTheDocument();
    expect(container.querySelector('img[width="600"]')).toBeNull();
  });
});
