import {act, type ReactElement} from 'react';
import {render as renderInDom, screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {MemoryRouter} from 'react-router-dom';
import type {FaqItem} from './faq';
import FaqAccordion from '.';
import {hasReactKeys, hydrateFirstLoad, inRouter} from '../../../test/firstLoad';

/** In a router, as on the site: the answers' links go through it. */
const render = (ui: ReactElement) => renderInDom(ui, {wrapper: MemoryRouter});

const ITEMS: FaqItem[] = [
  {question: 'How does the free trial work?', answer: 'You get two weeks.\n\nNo card is needed.'},
  {question: 'Can I cancel anytime?', answer: 'Yes, from Settings.'},
  {question: 'Which cards do you take?', answer: 'All major cards.'},
];

const details = (question: string) => screen.getByText(question).closest('details') as HTMLDetailsElement;

test('renders every question closed, with its answer in the document for readers without JavaScript', () => {
  render(<FaqAccordion items={ITEMS} name="pricing-faq" />);
  for (const item of ITEMS) {
    const group = details(item.question);
    expect(group.open).toBe(false);
    expect(group).toHaveAttribute('name', 'pricing-faq');
    expect(group.querySelector('summary')).toHaveTextContent(item.question);
  }
  expect(screen.getByText('No card is needed.').tagName).toBe('P');
});

test('keeps one item open at a time, and activating the open item closes it', async () => {
  const user = userEvent.setup();
  render(<FaqAccordion items={ITEMS} />);
  await user.click(screen.getByText('How does the free trial work?'));
  await waitFor(() => expect(details('How does the free trial work?').open).toBe(true));

  await user.click(screen.getByText('Can I cancel anytime?'));
  await waitFor(() => expect(details('How does the free trial work?').open).toBe(false));
  expect(details('Can I cancel anytime?').open).toBe(true);

  await user.click(screen.getByText('Can I cancel anytime?'));
  await waitFor(() => expect(details('Can I cancel anytime?').open).toBe(false));
  expect(ITEMS.every((item) => !details(item.question).open)).toBe(true);
});

test('questions are reachable with the keyboard (Enter and Space are native to <summary>)', async () => {
  const user = userEvent.setup();
  render(<FaqAccordion items={ITEMS} />);
  await user.tab();
  expect(details('How does the free trial work?').querySelector('summary')).toHaveFocus();
  await user.tab();
  expect(details('Can I cancel anytime?').querySelector('summary')).toHaveFocus();
});

test('a question keeps its hyphenated compounds on one line (src/lib/compounds.ts)', () => {
  const {container} = render(
    <FaqAccordion items={[{question: 'How long does the early-access discount last?', answer: 'A year.'}]} />,
  );
  const summary = container.querySelector('summary');
  expect(summary).toHaveTextContent('How long does the early-access discount last?');
  expect(summary?.querySelector('.no-break')).toHaveTextContent(/^early-access$/);
});

describe('on a first load', () => {
  const LINKED: FaqItem[] = [
    {
      question: 'Is there a student discount?',
      answer: 'Yes, half price.',
      link: {label: 'See pricing', to: '/pricing'},
    },
    ...ITEMS,
  ];

  beforeEach(() => {
    Object.assign(window, {docusaurus: {prefetch: jest.fn(() => false), preload: jest.fn(() => false)}});
  });

  it("keeps the server HTML, still opens one answer at a time, and routes an answer's link", async () => {
    const {page, path} = inRouter(<FaqAccordion items={LINKED} name="kept-faq" />, '/support');
    const {container, serverLink, cleanUp} = await hydrateFirstLoad(page, page);
    // React did not take the list over: the questions are the server's elements, with no props of React's.
    expect(hasReactKeys(details('Can I cancel anytime?'))).toBe(false);
    expect(hasReactKeys(serverLink)).toBe(false);

    // The browser would close the other item by the shared name; the list's own listener does it where
    // the name is not supported (as in this test's DOM).
    act(() => {
      details('How does the free trial work?').open = true;
    });
    await waitFor(() => expect(details('How does the free trial work?').open).toBe(true));
    act(() => {
      details('Can I cancel anytime?').open = true;
    });
    await waitFor(() => expect(details('How does the free trial work?').open).toBe(false));
    expect(container.querySelectorAll('details[open]')).toHaveLength(1);

    act(() => serverLink?.click());
    expect(path()).toBe('/pricing');
    cleanUp();
  });
});
