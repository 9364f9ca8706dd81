import Faq from '../../../../components/Faq';
import {SUPPORT_FAQ, type SupportFaqItem} from '../supportFaq';

export interface SupportFaqProps {
  readonly items?: readonly SupportFaqItem[];
}

/**
 * The support questions in the shared FAQ look with a plus marker; each opens on its own and is an
 * anchor (`#faq-<id>`). The support page writes no FAQPage structured data.
 */
export default function SupportFaq({items = SUPPORT_FAQ}: SupportFaqProps) {
  return <Faq items={items} oneAtATime={false} marker="plus" />;
}
