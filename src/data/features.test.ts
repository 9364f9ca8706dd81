/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {ICON_NAMES} from '@site/src/components/Icon/icons';
import {
  ECOSYSTEM_FEATURES,
  FEATURE_PAGE_LINKS,
  FEATURE_SCREENS,
  SCREEN_SIZE,
  SCREEN_THUMB_SIZE,
} from './features';

const staticFile = (src: string) => path.join(__dirname, '..', '..', 'static', src);
const docExists = (route: string) =>
  ['.mdx', '/index.mdx'].some((ext) =>
    fs.existsSync(path.join(__dirname, '..', '..', 'docs', `${route}${ext}`)),
  );

describe('feature screens', () => {
  it('has the four screens of the spec, with no duplicates', () => {
    expect(FEATURE_SCREENS.map((s) => s.id)).toEqual([
      'plan-view',
      'post-run-analysis',
      'coach-chat',
      'load-dashboard',
    ]);
    for (const key of ['id', 'title', 'caption', 'alt', 'src', 'thumbSrc'] as const) {
      expect(new Set(FEATURE_SCREENS.map((s) => s[key])).size).toBe(FEATURE_SCREENS.length);
    }
  });

  it('gives every screen a title, a caption and alt text that describes what it shows', () => {
    for (const s of FEATURE_SCREENS) {
      expect(s.title.trim()).not.toBe('');
      expect(s.caption.length).toBeGreaterThan(30);
      expect(s.alt.length).toBeGreaterThan(120);
      expect(s.alt).not.toMatch(/^(image|picture|screenshot) of/i);
    }
  });

  it.each(FEATURE_SCREENS.map((s) => [s.id, s] as const))(
    '%s: the full image and the thumbnail exist with the sizes the markup states, under 60 KB',
    async (_id, s) => {
      for (const [src, size] of [
        [s.src, s.size],
        [s.thumbSrc, s.thumbSize],
      ] as const) {
        const file = staticFile(src);
        expect(fs.existsSync(file)).toBe(true);
        expect(fs.statSync(file).size).toBeLessThan(60 * 1024);
        const meta = await sharp(file).metadata();
        expect({width: meta.width, height: meta.height, format: meta.format}).toEqual({
          ...size,
          format: 'webp',
        });
      }
      expect(s.size).toEqual(SCREEN_SIZE);
      expect(s.thumbSize).toEqual(SCREEN_THUMB_SIZE);
    },
  );
});

describe('ecosystem features', () => {
  it('has seven features with an icon, a title and a description, and no duplicates', () => {
    expect(ECOSYSTEM_FEATURES).toHaveLength(7);
    for (const f of ECOSYSTEM_FEATURES) {
      expect(ICON_NAMES).toContain(f.icon);
      expect(f.title.trim()).not.toBe('');
      expect(f.description.length).toBeGreaterThan(60);
      expect(f.description).not.toMatch(/undefined|NaN|TODO|lorem/i);
    }
    for (const key of ['id', 'title', 'icon'] as const) {
      expect(new Set(ECOSYSTEM_FEATURES.map((f) => f[key])).size).toBe(ECOSYSTEM_FEATURES.length);
    }
  });

  it('states the numbers from the constants', () => {
    const text = ECOSYSTEM_FEATURES.map((f) => f.description).join(' ');
    expect(text).toContain('within 24 hours');
    expect(text).toContain('7-day vs 28-day load ratio');
  });
});

describe('feature page links', () => {
  it("links the spec's three pages and the warm-ups page of the header's Features menu, each to an existing doc", () => {
    expect(FEATURE_PAGE_LINKS.map((l) => l.to)).toEqual([
      '/features/smart-adaptation',
      '/features/coaching-insights',
      '/injury-prevention',
      '/features/warmup-stretching',
    ]);
    for (const link of FEATURE_PAGE_LINKS) {
      expect(docExists(link.to)).toBe(true);
      expect(link.title.trim()).not.toBe('');
      expect(link.summary.length).toBeGreaterThan(30);
    }
  });
});
