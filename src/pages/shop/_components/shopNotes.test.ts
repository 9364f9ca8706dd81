import {SHOP_NOTES} from './shopNotes';

describe('shop notes data', () => {
  it('has three complete notes in full sentences', () => {
    expect(SHOP_NOTES).toHaveLength(3);
    for (const note of SHOP_NOTES) {
      expect(note.title).toMatch(/^[A-Z]/);
      expect(note.text.length).toBeGreaterThan(60);
      expect(note.text).toMatch(/\.$/);
    }
  });

  it('has no duplicate ids, icons or titles', () => {
    for (const key of ['id', 'icon', 'title'] as const) {
      expect(new Set(SHOP_NOTES.map((n) => n[key])).size).toBe(SHOP_NOTES.length);
    }
  });

  it('links only to pages of the site', () => {
    for (const {link} of SHOP_NOTES) {
      if (link) expect(['/privacy-policy', '/support', '/terms-of-service']).toContain(link.to);
    }
  });
});
