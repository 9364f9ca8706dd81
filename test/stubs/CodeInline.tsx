import type {ComponentProps} from 'react';

export default function CodeInline(props: ComponentProps<'code'>) {
  return <code {...props} />;
}
