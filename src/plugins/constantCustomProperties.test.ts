/**
 * @jest-environment node
 */
import {inlineConstantProperties} from './constantCustomProperties';

describe('inlineConstantProperties', () => {
  it('writes a property declared once on :root into the rules that read it, and drops it', () => {
    expect(
      inlineConstantProperties(':root{--gap:1rem;--tone:#606770}.a{margin:var(--gap);color:var(--tone)}', ''),
    ).toBe('.a{margin:1rem;color:#606770}');
  });

  it('finds the root rule inside @layer, and writes constants that read constants', () => {
    const css =
      '@layer docusaurus.infima{:root{--unit:0.5rem;--pad:calc(var(--unit)*2)}}.a{padding:var(--pad) var(--unit)}';
    expect(inlineConstantProperties(css, '')).toBe('.a{padding:calc(0.5rem*2) 0.5rem}');
  });

  it('keeps tokens apart where the minifier left no space between them', () => {
    const css =
      ':root{--w:1px;--family:system-ui,sans-serif}.a{border:var(--w)solid red;font:1rem/1.5 var(--family)}';
    expect(inlineConstantProperties(css, '')).toBe(
      '.a{border:1px solid red;font:1rem/1.5 system-ui,sans-serif}',
    );
  });

  it('leaves a property that a colour mode, a media query or a component sets again', () => {
    const css =
      ':root{--bg:#fff;--size:1rem;--h:3rem}html[data-theme=dark]{--bg:#000}' +
      '@media (width<=996px){.x{--size:2rem}}.nav{--h:4rem}.a{background:var(--bg);font-size:var(--size);height:var(--h)}';
    expect(inlineConstantProperties(css, '')).toBe(css);
  });

  it('leaves a property declared on :root only inside a media query or with !important', () => {
    const css = '@media (width<=996px){:root{--a:1px}}:root{--b:2px!important}.x{margin:var(--a) var(--b)}';
    expect(inlineConstantProperties(css, '')).toBe(css);
  });

  it('leaves a property that reads one that is not constant, and the rules reading it', () => {
    const css =
      ':root{--primary:teal;--link:var(--primary)}html[data-theme=dark]{--primary:aqua}a{color:var(--link)}';
    expect(inlineConstantProperties(css, '')).toBe(css);
  });

  it('leaves a property that a page or a script spells, since it may set or read it', () => {
    const css = ':root{--cols:3;--gap:1rem}.grid{columns:var(--cols);gap:var(--gap)}';
    expect(inlineConstantProperties(css, '<div class="grid" style="--cols:2"></div>')).toBe(
      ':root{--cols:3}.grid{columns:var(--cols);gap:1rem}',
    );
  });

  it('leaves a property read with a fallback, or registered with @property, or reading itself', () => {
    const css =
      '@property --angle{syntax:"<angle>";inherits:true;initial-value:0deg}' +
      ':root{--angle:45deg;--fb:1px;--loop:var(--loop)}.a{rotate:var(--angle);border-width:var(--fb,2px);width:var(--loop)}';
    expect(inlineConstantProperties(css, '')).toBe(css);
  });

  it('writes constants into a property that stays, such as a colour mode', () => {
    const css =
      ':root{--gray-900:#1c1e21;--bg:#fff}html[data-theme=dark]{--bg:var(--gray-900)}body{background:var(--bg)}';
    expect(inlineConstantProperties(css, '')).toBe(
      ':root{--bg:#fff}html[data-theme=dark]{--bg:#1c1e21}body{background:var(--bg)}',
    );
  });
});
