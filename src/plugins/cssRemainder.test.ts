/**
 * @jest-environment node
 */
import {cssRemainder, ruleKeys} from './cssRemainder';

const FULL = [
  '@layer base,components;',
  '@layer base{:root{--gap:1rem}*{box-sizing:border-box}a,.tabs{color:blue}}',
  '@layer components{.navbar{height:60px}.card{padding:1rem}}',
  '@media (min-width:997px){.navbar{height:80px}.card{padding:2rem}}',
  '@keyframes spin{to{transform:rotate(1turn)}}',
  '@keyframes fade{to{opacity:0}}',
  '.spinner{animation:spin 1s}',
].join('');

describe('cssRemainder', () => {
  it('keeps, in order and in their at-rules, the rules and selectors the critical CSS does not have', () => {
    // A page's critical CSS as beasties writes it: whitespace of its own, `.tabs` split off `a`.
    const critical =
      '@layer base, components;\n@layer base { :root { --gap: 1rem } * { box-sizing: border-box } a { color: blue } }\n' +
      '@layer components { .navbar { height: 60px } }\n@media (min-width: 997px) { .navbar { height: 80px } }\n' +
      '@keyframes spin { to { transform: rotate(1turn) } }';
    expect(cssRemainder(FULL, critical)).toBe(
      '@layer base{.tabs{color:blue}}@layer components{.card{padding:1rem}}' +
        '@media (min-width:997px){.card{padding:2rem}}@keyframes fade{to{opacity:0}}.spinner{animation:spin 1s}',
    );
  });

  it('together with the critical CSS, holds every rule of the stylesheet, each once', () => {
    const critical = '@layer components{.navbar{height:60px}}.spinner{animation:spin 1s}';
    const rest = cssRemainder(FULL, critical);
    const inline = ruleKeys(critical);
    const later = ruleKeys(rest);
    expect(new Set([...inline, ...later])).toEqual(ruleKeys(FULL));
    expect([...inline].filter((key) => later.has(key))).toEqual([]);
  });

  it('counts a rule as the same only in the same at-rules and with the same declarations', () => {
    // Same selector, other context or other value: still needed.
    const critical = '.navbar{height:60px}@layer components{.card{padding:3rem}}';
    const rest = cssRemainder(FULL, critical);
    expect(rest).toContain('@layer components{.navbar{height:60px}.card{padding:1rem}}');
    // `.a :hover` (any hovered descendant) is not `.a:hover`.
    expect(cssRemainder('.a :hover{color:red}', '.a:hover{color:red}')).toBe('.a :hover{color:red}');
  });

  it('is the whole stylesheet when the critical CSS is empty, and empty when it is the stylesheet', () => {
    expect(cssRemainder(FULL, '')).toBe(FULL);
    expect(cssRemainder(FULL, FULL)).toBe('');
  });
});
