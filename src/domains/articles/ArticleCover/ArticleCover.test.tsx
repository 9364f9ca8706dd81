import {render} from '@testing-library/react';
import ArticleCover from '.';

describe('ArticleCover', () => {
  it('serves the WebP cover with the PNG as fallback, sized to avoid layout shift', () => {
    const {container} = render(<ArticleCover image="/img/articles/unleash-your-endurance.png" />);
    const source = container.querySelector('picture > source');
    const img = container.querySelector('picture > img');
    expect(source).toHaveAttribute('type', 'image/webp');
    expect(source).toHaveAttribute('srcset', '/img/articles/unleash-your-endurance.webp');
    expect(img).toHaveAttribute('src', '/img/articles/unleash-your-endurance.png');
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '630');
    expect(img).toHaveAttribute('alt', '');
  });

  it('shows a cover in another format as it is, without a WebP source', () => {
    const {container} = render(<ArticleCover image="/img/articles/diagram.svg" />);
    expect(container.querySelector('source')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('src', '/img/articles/diagram.svg');
  });
});
