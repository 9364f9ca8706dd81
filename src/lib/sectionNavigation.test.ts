import {goToHomeSection} from './sectionNavigation';

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
