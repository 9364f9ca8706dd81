import fs from 'node:fs';
import path from 'node:path';
import {TESTIMONIALS, pickTestimonials} from './testimonials';

describe('testimonials data', () => {
  it('has complete entries with 5-star ratings and abbreviated names', () => {
    for (const t of TESTIMONIALS) {
      expect(t.rating).toBe(5);
      expect(t.quote.length).toBeGreaterThan(40);
      expect(t.name).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
      expect(t.role).not.toBe('');
      expect(t.alt).not.toBe('');
    }
  });

  it('has no duplicate ids, names or quotes', () => {
    for (const key of ['id', 'name', 'quote'] as const) {
      expect(new Set(TESTIMONIALS.map((t) => t[key])).size).toBe(TESTIMONIALS.length);
    }
  });

  it('points at avatar images that exist', () => {
    for (const t of TESTIMONIALS) {
      expect(fs.existsSync(path.join(__dirname, '../../static', t.image))).toBe(true);
    }
  });

  it('picks by id in order and rejects unknown ids', () => {
    expect(pickTestimonials('tom', 'priya').map((t) => t.name)).toEqual(['Tom B.', 'Priya S.']);
    expect(() => pickTestimonials('nobody' as 'tom')).toThrow('nobody');
  });
});
