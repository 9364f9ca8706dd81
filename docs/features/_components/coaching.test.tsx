import {render, screen, within} from '@testing-library/react';
import {MemoryRouter} from 'react-router-dom';
import {FEEDBACK_CATEGORIES, SUPPORT_OFFERINGS, sampleAnalysis, sampleChat} from './coachingInsights';

const SAMPLE_ANALYSIS = sampleAnalysis();
const SAMPLE_CHAT = sampleChat();
import FeedbackCategories from './FeedbackCategories';
import SampleAnalysis from './SampleAnalysis';
import SampleChat from './SampleChat';
import SupportOfferings from './SupportOfferings';
import {keepNumbersWithUnits} from '@site/src/lib/typography';

test('feedback categories: a heading, a description and an example each', () => {
  render(<FeedbackCategories categories={FEEDBACK_CATEGORIES} />, {wrapper: MemoryRouter});
  const items = screen.getAllByRole('listitem');
  expect(items).toHaveLength(FEEDBACK_CATEGORIES.length);
  FEEDBACK_CATEGORIES.forEach((category, index) => {
    const item = within(items[index]!);
    expect(item.getByRole('heading', {level: 3, name: category.title})).toBeInTheDocument();
    expect(item.getByText(category.example).closest('blockquote')).not.toBeNull();
  });
});

test('sample analysis: the run’s metrics as a description list and the coach’s notes', () => {
  render(<SampleAnalysis analysis={SAMPLE_ANALYSIS} />, {wrapper: MemoryRouter});
  const card = screen.getByRole('article', {name: SAMPLE_ANALYSIS.title});
  for (const metric of SAMPLE_ANALYSIS.metrics) {
    const term = within(card).getByText(metric.label);
    expect(term.tagName).toBe('DT');
    expect(term.nextElementSibling).toHaveTextContent(
      metric.detail ? `${metric.value} ${metric.detail}` : metric.value,
    );
  }
  for (const note of SAMPLE_ANALYSIS.notes) {
    expect(within(card).getByRole('heading', {level: 4, name: note.heading})).toBeInTheDocument();
  }
});

test('sample chat: an ordered transcript where every message names its speaker', () => {
  render(<SampleChat messages={SAMPLE_CHAT} runnerName="Maya" />);
  const messages = within(screen.getByRole('list')).getAllByRole('listitem');
  expect(messages).toHaveLength(SAMPLE_CHAT.length);
  SAMPLE_CHAT.forEach((message, index) => {
    expect(messages[index]).toHaveTextContent(
      `${message.from === 'coach' ? 'Coach' : 'Maya'}${message.text}`,
    );
  });
  expect(screen.getByRole('figure', {name: 'Sample coach chat'})).toBeInTheDocument();
});

test('support offerings: the three offerings, when they arrive and what they include', () => {
  render(<SupportOfferings offerings={SUPPORT_OFFERINGS} />);
  const [outer] = screen.getAllByRole('list');
  const cards = [...outer!.children] as HTMLElement[];
  expect(cards).toHaveLength(SUPPORT_OFFERINGS.length);
  SUPPORT_OFFERINGS.forEach((offering, index) => {
    const card = within(cards[index]!);
    expect(card.getByRole('heading', {level: 3, name: offering.title})).toBeInTheDocument();
    expect(card.getByText(offering.when)).toBeInTheDocument();
    expect(card.getAllByRole('listitem').map((li) => li.textContent)).toEqual(
      offering.includes.map(keepNumbersWithUnits),
    );
  });
});

test('the first RPE, form, load ratio and rTSS on the page link to the glossary', () => {
  render(
    <>
      <FeedbackCategories categories={FEEDBACK_CATEGORIES} />
      <SampleAnalysis analysis={SAMPLE_ANALYSIS} />
    </>,
    {wrapper: MemoryRouter},
  );
  const links = screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
  expect(links).toEqual([
    ['RPE', '/glossary#rpe'],
    ['form', '/glossary#tsb'],
    ['load ratio', '/glossary#acwr'],
    ['rTSS', '/glossary#rtss'],
  ]);
  for (const category of FEEDBACK_CATEGORIES) {
    expect(
      screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === category.description),
    ).toBeInTheDocument();
  }
});
