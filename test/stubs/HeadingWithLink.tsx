import type {ComponentProps} from 'react';

/**
 * The site's heading as Docusaurus renders it, with its direct link (the shared Heading stub leaves the link
 * out): the link's label is part of the heading's text for a screen reader. For tests of what names a
 * section: `jest.mock('@theme/Heading', () => jest.requireActual('<path>/test/stubs/HeadingWithLink'))`.
 */
export default function Heading({
  as: As,
  id,
  children,
  ...props
}: ComponentProps<'h2'> & {as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'}) {
  if (As === 'h1' || !id) return <As {...props}>{children}</As>;
  const label = `Direct link to ${typeof children === 'string' ? children : id}`;
  return (
    <As {...props} id={id} className={`anchor ${props.className ?? ''}`}>
      {children}
      <a className="hash-link" href={`#${id}`} aria-label={label} title={label}>
        {'\u200b'}
      </a>
    </As>
  );
}
