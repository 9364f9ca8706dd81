import {plainLinkAction, goToHomeSection} from './sectionNavigation';

describe('goToHomeSection', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    Element.prototype.scrollIntoView = jest.fn();
    document.body.innerHTML = '';
  });
  afterEach(() => jest.useRealTimers());

  it('keeps looking for a section the home page renders late, then scrolls to it', () => {
    const push = jest.fn();
    goToHomeSection('pre-register', {pathname: '/pricing', homePath: '/', push});
    expect(push).toHaveBeenCalledWith('/');

    jest.advanceTimersByTime(500);
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();

    const section = document.createElement('section');
    section.id = 'pre-register';
    document.body.append(section);
    jest.advanceTimersByTime(50);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('gives up quietly when the section never appears', () => {
    goToHomeSection('missing', {pathname: '/pricing', homePath: '/', push: jest.fn()});
    jest.advanceTimersByTime(10_000);
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('plainLinkAction', () => {
  const origin = 'https://stridely.example';
  const link = (href: string, extra: {target?: string; download?: boolean} = {}) => ({
    href,
    target: extra.target ?? '',
    download: extra.download ?? false,
  });

  it('sends a link to a home-page section through the section navigation', () => {
    expect(plainLinkAction(link(`${origin}/#testimonials`), origin, '/')).toEqual({section: 'testimonials'});
    expect(plainLinkAction(link(`${origin}/app/#pre-register`), origin, '/app/')).toEqual({
      section: 'pre-register',
    });
  });

  it('sends any other link of the site through the router, keeping its query and hash', () => {
    expect(plainLinkAction(link(`${origin}/terms-of-service`), origin, '/')).toEqual({
      path: '/terms-of-service',
    });
    expect(plainLinkAction(link(`${origin}/`), origin, '/')).toEqual({path: '/'});
    expect(plainLinkAction(link(`${origin}/glossary#ctl`), origin, '/')).toEqual({path: '/glossary#ctl'});
    expect(plainLinkAction(link(`${origin}/?ref=footer#faq`), origin, '/')).toEqual({
      path: '/?ref=footer#faq',
    });
  });

  it('leaves new tabs, downloads, other sites and broken addresses to the browser', () => {
    expect(plainLinkAction(link(`${origin}/pricing`, {target: '_blank'}), origin, '/')).toBeUndefined();
    expect(plainLinkAction(link(`${origin}/plan.pdf`, {download: true}), origin, '/')).toBeUndefined();
    expect(plainLinkAction(link('https://www.instagram.com/stridely'), origin, '/')).toBeUndefined();
    expect(plainLinkAction(link('mailto:support@stridely.example'), origin, '/')).toBeUndefined();
    expect(plainLinkAction(link('not a url'), origin, '/')).toBeUndefined();
  });

  it('leaves an anchor of the page it is on to the browser, and routes the same anchor from elsewhere', () => {
    const here = {pathname: '/glossary', search: ''};
    expect(plainLinkAction(link(`${origin}/glossary#ctl`), origin, '/', here)).toBeUndefined();
    expect(plainLinkAction(link(`${origin}/glossary?x=1#ctl`), origin, '/', here)).toEqual({
      path: '/glossary?x=1#ctl',
    });
    expect(plainLinkAction(link(`${origin}/glossary`), origin, '/', here)).toEqual({path: '/glossary'});
    expect(
      plainLinkAction(link(`${origin}/glossary#ctl`), origin, '/', {pathname: '/faq', search: ''}),
    ).toEqual({
      path: '/glossary#ctl',
    });
    // A home-page section keeps the section navigation on the home page too.
    expect(plainLinkAction(link(`${origin}/#faq`), origin, '/', {pathname: '/', search: ''})).toEqual({
      section: 'faq',
    });
  });
});
