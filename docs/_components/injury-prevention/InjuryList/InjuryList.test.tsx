import {render, screen, within} from '@testing-library/react';
import {RUNNING_INJURIES} from '../injuries';
import InjuryList from '.';

test('every injury gets its own card with what the coach watches for and how it helps prevent it', () => {
  render(<InjuryList injuries={RUNNING_INJURIES} />);
  for (const injury of RUNNING_INJURIES) {
    const card = screen.getByRole('article', {name: injury.name});
    const signals = within(card).getByRole('group', {name: 'What the coach watches for'});
    expect(within(signals).getAllByRole('listitem')).toHaveLength(injury.signals.length);
    const prevention = within(card).getByRole('group', {name: 'How it helps prevent it'});
    expect(within(prevention).getAllByRole('listitem')).toHaveLength(injury.prevention.length);
  }
});
