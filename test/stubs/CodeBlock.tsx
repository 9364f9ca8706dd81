import type {ReactNode} from 'react';

/** Stands in for the theme's highlighted code block. */
export default function CodeBlock({children, className}: {children?: ReactNode; className?: string}) {
  return (
    <figure aria-label="Highlighted code" className={className}>
      <pre>{children}</pre>
    </figure>
  );
}
