import type {PropsWithChildren} from 'react';

/** Stand-in for @docusaurus/Head: renders nothing in component tests. */
export default function Head(_props: PropsWithChildren) {
  return null;
}
