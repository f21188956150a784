import type { ResponseOf } from '@labbench/contract';
import { asc } from 'drizzle-orm';
import type { Handler } from '../api/handler.ts';
import { contentContributors } from '../db/schema/index.ts';
import { visibleArticles } from './content-articles.ts';
import { contentCacheKind } from './content-cache.ts';
import { contributorsOf, inLanguage } from './content-labels.ts';

const lists = contentCacheKind<ResponseOf<'getContentContributors'>>(50);

/**
 * The contributors page (§3 get-inspired/contributors): everyone staff entered, by name, role and bio in the visitor's
 * language (else English), with how many articles of theirs the visitor can read.
 */
export const getContentContributors: Handler<'getContentContributors'> = async ({ lang }, { db }) => ({
  data: await lists.get(db, lang, async () => {
    const articles = await visibleArticles(db, lang);
    const counts = new Map<string, number>();
    for (const people of (
      await contributorsOf(
        db,
        lang,
        articles.map((a) => a.id),
      )
    ).values())
      for (const person of people) counts.set(person.id, (counts.get(person.id) ?? 0) + 1);
    const everyone = await db.select().from(contentContributors).orderBy(asc(contentContributors.name));
    return {
      contributors: everyone.map((c) => ({
        id: c.id,
        name: c.name,
        role: inLanguage(c.role, lang),
        bio: inLanguage(c.bio, lang),
        articles: counts.get(c.id) ?? 0,
      })),
    };
  }),
});
