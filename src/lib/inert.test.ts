import {inertOutside} from './inert';

function page() {
  document.body.innerHTML = `
    <a id="skip" href="#main">Skip</a>
    <div id="root">
      <nav id="nav">
        <div id="inner"><button id="toggle">Menu</button></div>
        <div id="backdrop"></div>
        <div id="drawer"><button id="close">Close</button></div>
      </nav>
      <main id="main"><button id="cta">Get Early Access</button></main>
      <footer id="footer" inert></footer>
    </div>`;
  const byId = (id: string) => document.getElementById(id) as HTMLElement;
  return {byId};
}

describe('inertOutside', () => {
  it('marks every sibling on the way up to <body>, and nothing on the panel or its ancestors', () => {
    const {byId} = page();
    inertOutside(byId('drawer'));
    for (const id of ['skip', 'inner', 'backdrop', 'main', 'footer'])
      expect(byId(id).hasAttribute('inert')).toBe(true);
    for (const id of ['drawer', 'close', 'nav', 'root']) expect(byId(id).hasAttribute('inert')).toBe(false);
  });

  it('spares the elements it is told to', () => {
    const {byId} = page();
    inertOutside(byId('drawer'), (element) => element.id === 'backdrop');
    expect(byId('backdrop').hasAttribute('inert')).toBe(false);
    expect(byId('inner').hasAttribute('inert')).toBe(true);
  });

  it('undoes only what it did', () => {
    const {byId} = page();
    const undo = inertOutside(byId('drawer'));
    undo();
    for (const id of ['skip', 'inner', 'backdrop', 'main'])
      expect(byId(id).hasAttribute('inert')).toBe(false);
    // The footer was inert before: it stays so.
    expect(byId('footer').hasAttribute('inert')).toBe(true);
  });
});
