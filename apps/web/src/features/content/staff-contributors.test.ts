import { describe, expect, it } from 'vitest';
import { staffContributors } from './staff-contributors.ts';

const person = (role: string, bio: string) => ({ id: 'p1', name: 'Ada Lab', role, bio, articles: 2 });

describe('contributors as staff edit them', () => {
  it('keeps a language text only where it differs from the English one it would fall back to', () => {
    const [ada] = staffContributors({
      en: [person('Head of lab', 'Bio')],
      ja: [person('検査室長', 'Bio')],
      de: [person('Head of lab', 'Bio')],
    });
    expect(ada).toEqual({
      id: 'p1',
      name: 'Ada Lab',
      articles: 2,
      role: { en: 'Head of lab', ja: '検査室長' },
      bio: { en: 'Bio' },
    });
  });

  it('leaves out empty texts', () => {
    expect(staffContributors({ en: [person('', '')] })[0]).toMatchObject({ role: {}, bio: {} });
  });
});
