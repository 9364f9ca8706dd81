/**
 * @jest-environment node
 */
import {pruneCustomProperties} from './pruneCustomProperties';

describe('pruneCustomProperties', () => {
  const css =
    ':root{--a:red;--b:var(--c);--c:2px;--unused:1px;--icon:url("data:image/svg+xml;utf8,<svg></svg>")}' +
    'html[data-theme=dark]{--a:pink;--unused:3px}' +
    '.x{color:var(--a);border-width:var( --b )}' +
    '@media (width<=996px){:root{--only-unused:0}}';

  it('keeps the properties the rules read, directly or through another property', () => {
    const pruned = pruneCustomProperties(css, '<p class="x">x</p>');
    expect(pruned).toContain('--a:red');
    expect(pruned).toContain('--a:pink');
    expect(pruned).toContain('--b:var(--c)');
    expect(pruned).toContain('--c:2px');
    expect(pruned).toContain('.x{color:var(--a);border-width:var( --b )}');
  });

  it('drops the others, and the rules and at-rules they leave empty', () => {
    const pruned = pruneCustomProperties(css, '<p class="x">x</p>');
    expect(pruned).not.toContain('--unused');
    expect(pruned).not.toContain('--icon');
    expect(pruned).not.toContain('@media');
    expect(pruned).toBe(
      ':root{--a:red;--b:var(--c);--c:2px}html[data-theme=dark]{--a:pink}.x{color:var(--a);border-width:var( --b )}',
    );
  });

  it('keeps a property the page reads in an inline style', () => {
    expect(pruneCustomProperties(css, '<div style="width:var(--unused)"></div>')).toContain('--unused:1px');
  });
});
