import MDXComponents from '@theme-original/MDXComponents';
import Const from '@site/src/components/Const';
import EarlyAccessLink from '@site/src/components/EarlyAccessLink';
import LegalMeta from '@site/src/components/LegalMeta';
import MdxTable from '@site/src/components/MdxTable';
import ProductName from '@site/src/components/ProductName';
import SupportEmail from '@site/src/components/SupportEmail';
import Term from '@site/src/components/Term';

/**
 * Components writers can use in any MDX page or article without importing them: small, presentational
 * and useful on many pages. Heavier or page-specific components (calculator, charts, the image gallery,
 * comparison tables) are imported by the MDX files that use them, so their code loads only there.
 */
export default {
  ...MDXComponents,
  Const,
  EarlyAccessLink,
  LegalMeta,
  table: MdxTable,
  ProductName,
  SupportEmail,
  Term,
};
