import {PLAN_ADJUSTMENT_HOURS} from '../../constants';
import {CHANGE_LABEL, ENGINE_STEPS, PLAN_UPDATE_EXAMPLE} from './coachingLoop';

describe('AI engine steps', () => {
  it('are four complete steps with unique ids, from sync to adjusted plan', () => {
    expect(ENGINE_STEPS.map((s) => s.id)).toEqual(['sync', 'read', 'model', 'adjust']);
    for (const step of ENGINE_STEPS) {
      expect(step.title).not.toBe('');
      expect(step.body.length).toBeGreaterThan(40);
    }
    expect(new Set(ENGINE_STEPS.map((s) => s.title)).size).toBe(ENGINE_STEPS.length);
  });

  it('states the adjustment window from the constants', () => {
    expect(ENGINE_STEPS.at(-1)?.body).toContain(`${PLAN_ADJUSTMENT_HOURS} hours`);
  });
});

describe('plan update example', () => {
  const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

  it('lists changes in weekday order, each with a label in words', () => {
    const order = PLAN_UPDATE_EXAMPLE.changes.map((c) => days.indexOf(c.day));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(new Set(order).size).toBe(order.length);
    for (const change of PLAN_UPDATE_EXAMPLE.changes) {
      expect(CHANGE_LABEL[change.kind]).not.toBe('');
    }
  });

  it('keeps the text of kept sessions and changes the others', () => {
    for (const change of PLAN_UPDATE_EXAMPLE.changes) {
      if (change.kind === 'kept') expect(change.after).toBe(change.before);
      else expect(change.after).not.toBe(change.before);
    }
    expect(PLAN_UPDATE_EXAMPLE.trigger).not.toBe('');
    expect(PLAN_UPDATE_EXAMPLE.note.length).toBeGreaterThan(40);
  });
});
