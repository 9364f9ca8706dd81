import {addFullStylesheet} from './fullStylesheet';

const screenSheets = () =>
  [...document.head.querySelectorAll('link[rel=stylesheet]:not([media])')].map((link) =>
    link.getAttribute('href'),
  );

describe('addFullStylesheet', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('adds the stylesheet the marked link names, as the last sheet, once', () => {
    document.head.innerHTML =
      '<style>.a{}</style><link rel="stylesheet" href="/assets/css/rest.1.css" media="print" disabled data-full-stylesheet="/assets/css/styles.2.css">' +
      '<link rel="stylesheet" href="/assets/css/rest.1.css">';
    addFullStylesheet();
    expect(screenSheets()).toEqual(['/assets/css/rest.1.css', '/assets/css/styles.2.css']);
    expect(document.head.lastElementChild?.getAttribute('href')).toBe('/assets/css/styles.2.css');
    addFullStylesheet();
    expect(screenSheets()).toEqual(['/assets/css/rest.1.css', '/assets/css/styles.2.css']);
  });

  it('does nothing on a page built without critical CSS (no marked link)', () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/assets/css/styles.2.css">';
    addFullStylesheet();
    expect(screenSheets()).toEqual(['/assets/css/styles.2.css']);
  });
});
