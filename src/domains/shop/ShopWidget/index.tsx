import {useEffect, useRef, useState} from 'react';
import clsx from 'clsx';
import {useSiteSettings} from '../../../hooks/useSiteSettings';
import {loadShop, type ShopStatus} from '../loader';
import styles from './styles.module.css';
import Spinner from '../../../components/Spinner';

/** 'idle' is the server-rendered state: nothing has been loaded, and without JavaScript nothing will be. */
type WidgetStatus = 'idle' | ShopStatus;

export interface ShopWidgetProps {
  readonly className?: string;
}

/**
 * The print-on-demand shop, embedded: a container the provider's script renders into, with a loading
 * state, a fallback link when the script fails or stays empty, and a plain link without JavaScript.
 * Leaving the page removes the script, its global configuration and the styles it added.
 */
export default function ShopWidget({className}: ShopWidgetProps) {
  const {shop} = useSiteSettings();
  const containerRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<WidgetStatus>('idle');

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const handle = loadShop({settings: shop, container, onStatus: setStatus});
    return () => handle.cleanup();
  }, [shop]);

  const shopLink = (
    <a className={clsx('button button--primary', styles.shopLink)} href={shop.prefix}>
      Visit the shop
    </a>
  );

  return (
    <div className={clsx(styles.stage, styles[status], className)} aria-busy={status === 'loading'}>
      {/* The widget owns this element's content; React never renders into it. */}
      <div id={shop.baseId} ref={containerRef} className={styles.mount} />
      <div className={styles.message} role="status">
        {status === 'loading' && (
          <>
            <Spinner size="large" />
            <p className={styles.messageTitle}>Loading the shop…</p>
          </>
        )}
        {status === 'failed' && (
          <>
            <p className={styles.messageTitle}>The shop didn’t load here.</p>
            <p>
              A blocker or a slow connection may have stopped it. Every design is still on the shop itself,
              run by our print partner.
            </p>
            {shopLink}
          </>
        )}
      </div>
      <noscript>
        <div className={styles.message}>
          <p className={styles.messageTitle}>The shop needs JavaScript to show on this page.</p>
          {shopLink}
        </div>
      </noscript>
    </div>
  );
}
