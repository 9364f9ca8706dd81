import {footerLinkAction, goToHomeSection} from './sectionNavigation';

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

describe('footerLinkAction', () => {
  const origin = 'https://stridely.example';
  const link = (href: string, extra: {target?: string; download?: boolean} = {}) => ({
    href,
    target: extra.target ?? '',
    download: extra.download ?? false,
  });

  it('sends a link to a home-page section through the section navigation', () => {
    expect(footerLinkAction(link(`${origin}/#testimonials`), origin, '/')).toEqual({section: 'testimonials'});
    expect(footerLinkAction(link(`${origin}/app/#pre-register`), origin, '/app/')).toEqual({
      section: 'pre-register',
    });
  });

  it('sends any other link of the site through the router, keeping its query and hash', () => {
    expect(footerLinkAction(link(`${origin}/terms-of-service`), origin, '/')).toEqual({
      path: '/terms-of-service',
    });
    expect(footerLinkAction(link(`${origin}/`), origin, '/')).toEqual({path: '/'});
    expect(footerLinkAction(link(`${origin}/glossary#ctl`), origin, '/')).toEqual({path: '/glossary#ctl'});
    expect(footerLinkAction(link(`${origin}/?ref=footer#faq`), origin, '/')).toEqual({
      path: '/?ref=footer#faq',
    });
  });

  it('leaves new tabs, downloads, other sites and broken addresses to the browser', () => {
    expect(footerLinkAction(link(`${origin}/pricing`, {target: '_blank'}), origin, '/')).toBeUndefined();
    expect(footerLinkAction(link(`${origin}/plan.pdf`, {download: true}), origin, '/')).toBeUndefined();
    expect(footerLinkAction(link('https://www.instagram.com/stridely'), origin, '/')).toBeUndefined();
    expect(footerLinkAction(link('mailto:support@stridely.example'), origin, '/')).toBeUndefined();
    expect(footerLinkAction(link('not a url'), origin, '/')).toBeUndefined();
  });
});
