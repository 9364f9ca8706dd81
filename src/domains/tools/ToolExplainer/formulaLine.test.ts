import {NBSP} from '@site/src/lib/typography';
import {formulaLine, formulaPieces} from './formulaLine';

const shown = (text: string) => text.replaceAll(NBSP, '_');

describe('formulaLine', () => {
  it('keeps each binary operator with the operand after it, so a wrapped line starts with the operator', () => {
    expect(shown(formulaLine('VO2 = −4.60 + 0.182258·v + 0.000104·v²'))).toBe(
      'VO2 = −4.60 +_0.182258·v +_0.000104·v²',
    );
    expect(shown(formulaLine('ACWR = this week’s load / chronic load'))).toBe(
      'ACWR = this week’s load /_chronic load',
    );
  });

  it('keeps a short bracketed group whole, and lets a long one wrap between its words', () => {
    expect(shown(formulaLine('Riegel: T2 = T1 × (D2 / D1)^1.06'))).toBe('Riegel: T2 = T1 ×_(D2_/_D1)^1.06');
    expect(
      shown(formulaLine('change = (this week − biggest earlier week) / biggest earlier week × 100')),
    ).toBe('change = (this week −_biggest earlier week) /_biggest earlier week ×_100');
  });

  it('keeps a number with its unit and a range whole, as prose does', () => {
    expect(shown(formulaLine('pace = 60 min / 12 km'))).toBe('pace = 60_min /_12_km');
    expect(formulaLine('weekly load = minutes × effort (1–10)')).toContain('(1–\u206010)');
  });

  it('may break a long term after a product dot, never inside a short bracketed group', () => {
    expect(formulaPieces('%max = 0.8 + 0.1894393·e^(−0.012778·t)').map(shown)).toEqual([
      '%max = 0.8 +_0.1894393·',
      'e^(−0.012778·t)',
    ]);
    expect(
      formulaPieces('v = (−0.182258 + √(0.182258² + 4·0.000104·(4.60 + f·VDOT))) / 2').map(shown),
    ).toEqual(['v = (−0.182258 +_√(0.182258² +_4·', '0.000104·', '(4.60_+_f·VDOT))) /_2']);
    expect(formulaPieces('VDOT = VO2 / %max').map(shown)).toEqual(['VDOT = VO2 /_%max']);
  });
});
