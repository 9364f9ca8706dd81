import {act, render, screen} from '@testing-library/react';
import {testSettings} from '../../../../test/stubs/testSettings';
import {SHOP_LOAD_TIMEOUT_MS} from '../../../constants';
import {SHOP_SCRIPT_MARKER} from '../loader';
import ShopWidget from '.';

const {shop} = testSettings;
const injectedScript = () => document.querySelector(`script[${SHOP_SCRIPT_MARKER}]`);

describe('ShopWidget', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('renders the configured container and a loading status while the script loads', () => {
    const {container} = render(<ShopWidget />);
    expect(container.querySelector(`#${shop.baseId}`)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the shop…');
    expect(injectedScript()).toHaveAttribute(
      'src',
      `${shop.prefix}/shopfiles/shopclient/shopclient.nocache.js`,
    );
  });

  it('hides the loading status once the widget renders', async () => {
    const {container} = render(<ShopWidget />);
    await act(async () => {
      container.querySelector(`#${shop.baseId}`)?.append(document.createElement('article'));
    });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('offers a link to the shop itself when the script fails', () => {
    render(<ShopWidget />);
    act(() => {
      injectedScript()?.dispatchEvent(new Event('error'));
    });
    expect(screen.getByRole('status')).toHaveTextContent('The shop didn’t load here.');
    expect(screen.getByRole('link', {name: /visit the shop/i})).toHaveAttribute('href', shop.prefix);
  });

  it('offers the link when nothing renders within the timeout', () => {
    render(<ShopWidget />);
    act(() => {
      jest.advanceTimersByTime(SHOP_LOAD_TIMEOUT_MS);
    });
    expect(screen.getByRole('link', {name: /visit the shop/i})).toBeInTheDocument();
  });

  it('removes the script and the global configuration when unmounted', () => {
    const {unmount} = render(<ShopWidget />);
    expect(window.spread_shop_config?.baseId).toBe(shop.baseId);
    unmount();
    expect(injectedScript()).toBeNull();
    expect(window.spread_shop_config).toBeUndefined();
  });
});
