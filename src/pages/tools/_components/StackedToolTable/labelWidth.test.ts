import {labelWidthRem} from '.';

describe('labelWidthRem', () => {
  it('gives the longest text name about 0.6rem a character, rounded up to a tenth', () => {
    // 'Average volume cut': 18 characters. 'Daniels–Gilbert': 15.
    expect(labelWidthRem(['Taper length', 'Start', 'Average volume cut'])).toBe(10.8);
    expect(labelWidthRem(['Daniels–Gilbert', 'Riegel', 'Pace per km', 'Pace per mile'])).toBe(9);
  });

  it('never goes under 7.5rem, and counts a name that is not text as short', () => {
    expect(labelWidthRem(['Start', 'End'])).toBe(7.5);
    expect(labelWidthRem([])).toBe(7.5);
    expect(labelWidthRem([null, 42])).toBe(7.5);
  });
});
