import {cardGridStyle} from './cardGrid';

describe('cardGridStyle', () => {
  it('gives the grid its number of cards', () => {
    expect(cardGridStyle(4)).toEqual({'--card-grid-count': 4});
  });

  it('counts an empty or malformed list as one card, so the column rule stays valid CSS', () => {
    expect(cardGridStyle(0)).toEqual({'--card-grid-count': 1});
    expect(cardGridStyle(Number.NaN)).toEqual({'--card-grid-count': 1});
    expect(cardGridStyle(2.7)).toEqual({'--card-grid-count': 2});
  });
});
