import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {MemoryRouter} from 'react-router-dom';
import {SUPPORT_FAQ} from '../supportFaq';
import SupportFaq from '.';

function renderFaq() {
  return render(
    <MemoryRouter>
      <SupportFaq />
    </MemoryRouter>,
  );
}

describe('SupportFaq', () => {
  it('puts every question and answer in the page, closed, so it reads without JavaScript', () => {
    const {container} = renderFaq();
    const items = container.querySelectorAll('details');
    expect(items).toHaveLength(SUPPORT_FAQ.length);
    SUPPORT_FAQ.forEach((item, i) => {
      const details = items[i]!;
      expect(details).toHaveAttribute('id', `faq-${item.id}`);
      expect(details).not.toHaveAttribute('open');
      expect(details.querySelector('summary')).toHaveTextContent(item.question);
      // toHaveTextContent reads the page's text with its no-break spaces as ordinary ones.
      for (const paragraph of item.answer) expect(details).toHaveTextContent(paragraph.replace(/\s+/g, ' '));
    });
  });

  it('opens and closes an answer from its question', async () => {
    const user = userEvent.setup();
    const {container} = renderFaq();
    const first = SUPPORT_FAQ[0]!;
    const details = container.querySelector(`#faq-${first.id}`)!;
    await user.click(screen.getByText(first.question));
    expect(details).toHaveAttribute('open');
    await user.click(screen.getByText(first.question));
    expect(details).not.toHaveAttribute('open');
  });

  it('links answers to the pages with the full details', () => {
    renderFaq();
    expect(screen.getByRole('link', {name: 'How account deletion works'})).toHaveAttribute(
      'href',
      '/account-deletion',
    );
    expect(screen.getByRole('link', {name: 'See pricing'})).toHaveAttribute('href', '/pricing');
  });
});
