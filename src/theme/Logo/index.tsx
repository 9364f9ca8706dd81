/**
 * Ejected from @docusaurus/theme-classic and rewritten; see src/theme/README.md.
 *
 * The header's brand link draws the mark inline (src/components/BrandMark) instead of the theme's two
 * `<img>` files, one per colour mode. `themeConfig.navbar.logo` still gives its link, accessible name
 * and size; its `src` and `srcDark` files stay for the places that need a file.
 */
import type {ComponentProps} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useThemeConfig} from '@docusaurus/theme-common';
import BrandMark from '@site/src/components/BrandMark';

type Props = ComponentProps<'a'> & {readonly imageClassName?: string; readonly titleClassName?: string};

export default function Logo({imageClassName, titleClassName, ...rest}: Props) {
  const {
    siteConfig: {title},
  } = useDocusaurusContext();
  const {
    navbar: {title: navbarTitle, logo},
  } = useThemeConfig();
  const logoLink = useBaseUrl(logo?.href || '/');
  // As the theme does: with a visible title the mark is decorative unless the config names it.
  const label = logo?.alt ?? (navbarTitle ? '' : title);
  const mark = logo && <BrandMark label={label} size={Number(logo.height ?? 32)} tone="themed" />;
  return (
    <Link to={logoLink} {...rest} {...(logo?.target && {target: logo.target})}>
      {mark && (imageClassName ? <div className={imageClassName}>{mark}</div> : mark)}
      {navbarTitle != null && <b className={titleClassName}>{navbarTitle}</b>}
    </Link>
  );
}
