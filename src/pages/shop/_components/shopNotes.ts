/** What a visitor should know before ordering from the shop (shown under the widget on /shop). */
import type {IconName} from '@site/src/components/Icon';

export interface ShopNote {
  readonly id: string;
  readonly icon: IconName;
  readonly title: string;
  readonly text: string;
  readonly link?: {readonly label: string; readonly to: string};
}

export const SHOP_NOTES: readonly ShopNote[] = [
  {
    id: 'printed-to-order',
    icon: 'print',
    title: 'Printed to order',
    text: 'Nothing waits in a warehouse. Each piece is printed when you order it, in the size and colour you choose, so there is no overstock to throw away.',
  },
  {
    id: 'partner-checkout',
    icon: 'card',
    title: 'Checkout by our print partner',
    text: 'Payment, delivery and returns are handled by the print-on-demand provider, under its own terms and privacy policy. We never see your card details.',
    link: {label: 'Our privacy policy', to: '/privacy-policy'},
  },
  {
    id: 'order-help',
    icon: 'help',
    title: 'Help with an order',
    text: 'Questions about delivery or a return go to the print partner’s customer service, linked from every order email. For anything else, we are a message away.',
    link: {label: 'Contact support', to: '/support'},
  },
];
