import type {ComponentProps} from 'react';

type Props = ComponentProps<'h1'> & {as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'};

/** Stand-in for @theme/Heading: the plain heading element, without the anchor link. */
export default function Heading({as: As, ...props}: Props) {
  return <As {...props} />;
}
