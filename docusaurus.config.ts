import path from 'node:path';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {themes as prismThemes} from 'prism-react-renderer';
import {deployCheck, settingsFromEnv} from './src/config/siteSettings';
import {buildNavbar} from './src/config/navbar';
import {buildFooter} from './src/config/footer';
import {buildHeadTags} from './src/config/headTags';
import {docRouteSegments} from './src/config/docRoutes';
import {REDIRECTS} from './src/config/redirects';
import type {RedirectsOptions} from './src/plugins/redirects';
import type {SecurityHeadersOptions} from './src/plugins/securityHeaders';
import validateArticles, {type ValidateArticlesOptions} from './src/plugins/validateArticles';
import remarkBodyChecks from './src/plugins/remarkBodyChecks';
import remarkAfterFirstScreen from './src/plugins/remarkAfterFirstScreen';
import remarkHeadingCompounds from './src/plugins/remarkHeadingCompounds';
import remarkNumbersWithUnits from './src/plugins/remarkNumbersWithUnits';
import remarkStaticBody from './src/plugins/remarkStaticBody';

// The environment is read here, once. Everything else gets `settings` through customFields.
const settings = settingsFromEnv(process.env);
const isBuild = process.argv.includes('build');
if (isBuild) {
  const {errors, warnings} = deployCheck(process.env, settings);
  if (errors.length > 0) throw new Error(errors.map((error) => `[config] ${error}`).join('\n'));
  // The config is evaluated more than once per build: warn once.
  const warnedKey = '__deployWarningsShown';
  if (!(globalThis as Record<string, unknown>)[warnedKey]) {
    (globalThis as Record<string, unknown>)[warnedKey] = true;
    for (const warning of warnings) console.warn(`[config] ${warning}`);
  }
}

/** Where articles live; shared by the blog plugin and the front-matter check. */
const articleFolder = {blogPath: 'blog', authorsMapPath: 'authors.yml'} satisfies ValidateArticlesOptions;

const config: Config = {
  title: settings.productName,
  tagline: 'An AI running coach that adapts your plan after every run.',
  favicon: 'img/favicon.ico',
  url: settings.siteUrl,
  baseUrl: settings.baseUrl,
  trailingSlash: false,
  // The banner's check (is window.docusaurus set at DOMContentLoaded?) assumes the bundles run before
  // that event; they now start after the first paint (src/plugins/deferScripts.ts). The subpath browser
  // tests check the base path instead.
  baseUrlIssueBanner: false,

  future: {v4: true},

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'}},

  i18n: {defaultLocale: 'en', locales: ['en']},

  customFields: {settings},

  headTags: buildHeadTags(settings.baseUrl),

  clientModules: [require.resolve('./src/clientModules/navigation.ts')],

  presets: [
    [
      'classic',
      {
        docs: {
          path: 'docs',
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          breadcrumbs: false,
          // Before Docusaurus' own plugins, which turn a Markdown image into an <img> without a position.
          beforeDefaultRemarkPlugins: [[remarkBodyChecks, {siteDir: __dirname}]],
          remarkPlugins: [
            remarkNumbersWithUnits,
            remarkHeadingCompounds,
            remarkAfterFirstScreen,
            remarkStaticBody,
          ],
        },
        blog: {
          path: articleFolder.blogPath,
          routeBasePath: 'articles',
          beforeDefaultRemarkPlugins: [[remarkBodyChecks, {siteDir: __dirname}]],
          remarkPlugins: [
            remarkNumbersWithUnits,
            remarkHeadingCompounds,
            remarkAfterFirstScreen,
            remarkStaticBody,
          ],
          blogTitle: 'Articles',
          blogDescription: `Training science, injury prevention and practical running advice from the ${settings.productName} coaching team.`,
          blogSidebarCount: 0,
          postsPerPage: 'ALL',
          authorsMapPath: articleFolder.authorsMapPath,
          onInlineAuthors: 'throw',
          onInlineTags: 'throw',
          onUntruncatedBlogPosts: 'ignore',
          showReadingTime: true,
          readingTime: ({content, locale, frontMatter, defaultReadingTime}) =>
            (frontMatter as {read_time?: number}).read_time ?? defaultReadingTime({content, locale}),
          feedOptions: {
            type: ['rss', 'atom'],
            title: `${settings.productName} Articles`,
            description: `Running science and training advice from the ${settings.productName} coaching team.`,
            copyright: `© ${settings.productName}`,
          },
        },
        theme: {customCss: './src/css/custom.css'},
        sitemap: {
          ignorePatterns: [
            '/search',
            '/404',
            '/articles/archive',
            '/articles/tags',
            '/articles/tags/**',
            '/articles/authors',
            '/articles/authors/**',
          ],
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    // Old and short paths: small redirect pages and build/_redirects, checked against the built routes.
    // Netlify (which sets NETLIFY=true in its builds) needs its rules forced past the redirect pages.
    [
      './src/plugins/redirects.ts',
      {redirects: REDIRECTS, force: process.env.NETLIFY === 'true'} satisfies RedirectsOptions,
    ],
    // Fails the build when an article lacks its summary, cover, author or a sane read time.
    (context) => validateArticles(context, articleFolder),
    // Cuts the stylesheet's rules no page can use (unusedCss.ts), inlines each page's critical CSS (the
    // full stylesheet then loads without blocking render), then writes build/_headers: CSP from the
    // configuration, with the hash of every inline script, plus security and caching headers.
    // Docusaurus' bundles start after the first paint (deferScripts.ts). UNUSED_CSS=off, CRITICAL_CSS=off
    // and DEFER_SCRIPTS=off skip those steps (the benchmark's "before").
    [
      './src/plugins/securityHeaders.ts',
      {
        unusedCss: process.env.UNUSED_CSS !== 'off',
        criticalCss: process.env.CRITICAL_CSS !== 'off',
        deferScripts: process.env.DEFER_SCRIPTS !== 'off',
      } satisfies SecurityHeadersOptions,
    ],
    // build/robots.txt: the sitemap's address for crawlers, and no crawling of the search page.
    './src/plugins/robotsTxt.ts',
    // Gives every page without an image of its own a social card (build/img/social/<slug>.png).
    './src/plugins/socialCards.ts',
    // Drops theme client code the site does not use from the bundle every page loads.
    './src/plugins/leanClientBundle.ts',
    // Server rendering writes every Suspense boundary (lazy parts, code blocks) in place, whatever its size.
    './src/plugins/wholeServerHtml.ts',
    // The bundle every page loads evaluates its largest modules in tasks of their own.
    './src/plugins/clientEntryInTasks.ts',
    // Exact edits to a few dependency modules: the theme's state updates right after hydration render in
    // slices (transitions), not in one task; the search page keeps the ?q= it was opened with.
    './src/plugins/dependencyEdits.ts',
  ],

  themes: [
    [
      '@easyops-cn/docusaurus-search-local',
      {
        hashed: true,
        indexDocs: true,
        indexBlog: true,
        indexPages: true,
        docsRouteBasePath: docRouteSegments(path.join(__dirname, 'docs')),
        blogRouteBasePath: 'articles',
        highlightSearchTermsOnTargetPage: false,
        explicitSearchResultPath: true,
        searchResultLimits: 8,
        // A <noscript> note is text to the indexer, its markup included ("<p class=…>The calculator needs
        // JavaScript"): search runs only with JavaScript, so those notes are never a result.
        ignoreCssSelectors: ['noscript'],
        // The article lists (the plugin already leaves out /articles and the tag pages): the archive and
        // the author pages repeat each article's title and summary, so a search listed an article twice,
        // once as itself and once as a list's entry ("By Coaching Team June 5, 2025·5 min read").
        ignoreFiles: [/^articles\/(?:archive|authors)(?:\/|$)/],
      },
    ],
  ],

  themeConfig: {
    // The default og:image; src/plugins/socialCards.ts replaces it in every built page with the page's own card.
    image: 'img/social-card.png',
    metadata: [
      {name: 'twitter:card', content: 'summary_large_image'},
      // Default keywords; every page that sets its own (front matter or PageMetadata) replaces them.
      {name: 'keywords', content: 'AI running coach, adaptive training plan, running app, 5K to marathon'},
    ],
    colorMode: {defaultMode: 'light', respectPrefersColorScheme: true},
    navbar: buildNavbar(settings.productName),
    footer: buildFooter(settings.productName, settings.socialLinks),
    prism: {theme: prismThemes.github, darkTheme: prismThemes.dracula},
  } satisfies Preset.ThemeConfig,
};

export default config;
