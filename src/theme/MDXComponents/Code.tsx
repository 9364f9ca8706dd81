/**
 * Replaces the theme's MDX `code` mapping so that syntax highlighting (prism-react-renderer, its Prism
 * core and grammars: about 30 KB gzip) loads only on pages that have a code block. Inline code renders
 * as before. Server rendering waits for the lazy block, so the built HTML is highlighted; during a
 * client-side navigation the same text shows unhighlighted for the moment the highlighter takes to load.
 *
 * However long the block, the built page has it highlighted in place: server rendering writes every
 * Suspense boundary where it stands (src/plugins/wholeServerHtml.ts), where React's default would have
 * put a long block's fallback in place and the highlighted block at the end of <body>, moved by script.
 * BENCHMARKS.md, note 12.
 */
import {Children, lazy, Suspense, type ReactNode} from 'react';
import clsx from 'clsx';
import CodeInline from '@theme/CodeInline';
import type {Props as CodeBlockProps} from '@theme/CodeBlock';
import type {Props} from '@theme/MDXComponents/Code';

const CodeBlock = lazy(() => import('@theme/CodeBlock'));

/** The theme's rule: a code element whose children are all one-line strings is inline code. */
function shouldBeInline(props: Props): boolean {
  return (
    props.children !== undefined &&
    Children.toArray(props.children).every((child) => typeof child === 'string' && !child.includes('\n'))
  );
}

export default function MDXCode(props: Props): ReactNode {
  if (shouldBeInline(props)) return <CodeInline {...props} />;
  return (
    <Suspense
      fallback={
        <pre className={clsx(props.className, 'thin-scrollbar')}>
          <code>{props.children}</code>
        </pre>
      }
    >
      {/* As in the theme: an empty block has no children, and CodeBlock copes with that. */}
      <CodeBlock {...(props as CodeBlockProps)} />
    </Suspense>
  );
}
