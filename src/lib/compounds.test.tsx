import {render, screen} from '@testing-library/react';
import {keepCompounds, splitCompounds} from './compounds';

describe('splitCompounds', () => {
  it('finds each hyphenated compound, with letters or digits on both sides of every hyphen', () => {
    expect(splitCompounds('30-day money-back guarantee')).toEqual([
      {compound: '30-day'},
      ' ',
      {compound: 'money-back'},
      ' guarantee',
    ]);
    expect(splitCompounds('the acute-to-chronic ratio')).toEqual([
      'the ',
      {compound: 'acute-to-chronic'},
      ' ratio',
    ]);
    // A dash between spaced words, a leading or trailing hyphen and an en dash are not compounds.
    for (const text of ['fitness - fatigue', '-10 to +5', 'post- and pre-', '5–7 days', 'plain words']) {
      expect(splitCompounds(text)).toEqual([text]);
    }
  });
});

describe('keepCompounds', () => {
  it('wraps each compound of a heading in a no-break element and keeps the text as written', () => {
    render(<h2>{keepCompounds('A sample post-run analysis')}</h2>);
    const heading = screen.getByRole('heading', {name: 'A sample post-run analysis'});
    const kept = heading.querySelectorAll('.no-break');
    expect([...kept].map((element) => element.textContent)).toEqual(['post-run']);
    expect(heading.textContent).toBe('A sample post-run analysis');
  });

  it('returns text without a compound, and anything but text, as it is', () => {
    expect(keepCompounds('Fresh')).toBe('Fresh');
    const element = <em>money-back</em>;
    expect(keepCompounds(element)).toBe(element);
  });
});
