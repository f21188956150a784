import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LANGUAGE_IDS, pageKey } from '@labbench/contract';
import type { ArticleSection, LanguageId, PageType } from '@labbench/contract';
import { REPO_ROOT } from '../config.ts';
import type { Database } from './client.ts';
import {
  contentContributors,
  contentItemContributors,
  contentItems,
  contentItemTags,
  contentTags,
  contentVersions,
} from './schema/index.ts';

/**
 * Demo content for `npm start` (issue 17): tags, contributors, articles and pages, so the content area can be tried
 * at once. The texts are Markdown files beside this one (`<article slug or page key>.<language>.md`: a title line,
 * a summary line, then the body), read from the repository's root as the migrations are. The legal pages are demo
 * texts, to be replaced by counsel's before going live.
 */
export const DEMO_CONTENT_DIR = join(REPO_ROOT, 'apps/server/src/db/demo-content');

export const DEMO_TAGS: Record<string, Partial<Record<LanguageId, string>>> = {
  quality: {
    en: 'Quality',
    th: 'คุณภาพ',
    ja: '品質',
    zhcn: '质量',
    zhtw: '品質',
    ko: '품질',
    de: 'Qualität',
    it: 'Qualità',
    vi: 'Chất lượng',
    id: 'Kualitas',
    ru: 'Качество',
  },
  'turnaround-time': {
    en: 'Turnaround time',
    th: 'ระยะเวลารอผล',
    ja: '報告所要時間',
    zhcn: '检测周转时间',
    zhtw: '檢驗周轉時間',
    ko: '검사 소요 시간',
    de: 'Durchlaufzeit',
    it: 'Tempo di refertazione',
    vi: 'Thời gian trả kết quả',
    id: 'Waktu tunggu hasil',
    ru: 'Время выполнения',
  },
  cost: {
    en: 'Cost',
    th: 'ต้นทุน',
    ja: 'コスト',
    zhcn: '成本',
    zhtw: '成本',
    ko: '비용',
    de: 'Kosten',
    it: 'Costi',
    vi: 'Chi phí',
    id: 'Biaya',
    ru: 'Затраты',
  },
};

export const DEMO_CONTRIBUTORS = [
  {
    id: 'demo-contributor-suda',
    name: 'Dr. Suda Wongsawat',
    role: {
      en: 'Clinical pathologist, laboratory director',
      th: 'พยาธิแพทย์คลินิก ผู้อำนวยการห้องปฏิบัติการ',
      ja: '臨床病理医・検査室長',
      zhcn: '临床病理医师、实验室主任',
    },
    bio: {
      en: 'Runs a hospital laboratory of 60 staff and has taken part in peer benchmarking since its first round.',
      th: 'บริหารห้องปฏิบัติการของโรงพยาบาลที่มีบุคลากร 60 คน และเข้าร่วมการเปรียบเทียบกับกลุ่มเพื่อนตั้งแต่รอบแรก',
      ja: '60名の病院検査室を率い、第1回からピア・ベンチマーキングに参加しています。',
      zhcn: '负责一家拥有60名员工的医院实验室，自第一轮起参与同行对标。',
    },
  },
  {
    id: 'demo-contributor-markus',
    name: 'Markus Keller',
    role: { en: 'Laboratory operations consultant', de: 'Berater für Laborbetrieb', ja: '検査室運営コンサルタント' },
    bio: {
      en: 'Helps laboratories in Europe and Asia redesign their workflows around measured turnaround times.',
      de: 'Unterstützt Labore in Europa und Asien dabei, ihre Abläufe anhand gemessener Durchlaufzeiten neu zu gestalten.',
      ja: '欧州とアジアの検査室で、実測した所要時間に基づく業務フローの見直しを支援しています。',
    },
  },
] as const;

interface DemoArticle {
  section: ArticleSection;
  slug: string;
  tags: string[];
  contributors: string[];
  /** Days before the seed that it was published; null leaves every version a draft. */
  publishedDaysAgo: number | null;
}

export const DEMO_ARTICLES: DemoArticle[] = [
  {
    section: 'thought-leadership',
    slug: 'why-peer-benchmarking-matters',
    tags: ['quality'],
    contributors: ['demo-contributor-suda'],
    publishedDaysAgo: 40,
  },
  {
    section: 'thought-leadership',
    slug: 'turnaround-time-that-clinicians-feel',
    tags: ['turnaround-time', 'quality'],
    contributors: ['demo-contributor-markus', 'demo-contributor-suda'],
    publishedDaysAgo: 25,
  },
  {
    section: 'inspiration',
    slug: 'fewer-reruns-lower-cost',
    tags: ['cost', 'quality'],
    contributors: ['demo-contributor-markus'],
    publishedDaysAgo: 12,
  },
  {
    section: 'inspiration',
    slug: 'reading-your-first-dashboard',
    tags: ['turnaround-time'],
    contributors: [],
    publishedDaysAgo: 5,
  },
  {
    section: 'thought-leadership',
    slug: 'benchmarking-plans-for-2027',
    tags: [],
    contributors: ['demo-contributor-suda'],
    publishedDaysAgo: null,
  },
];

export const DEMO_PAGES: { pageType: PageType; country: 'DE' | 'IT' | null }[] = [
  { pageType: 'privacy', country: null },
  { pageType: 'privacy', country: 'DE' },
  { pageType: 'privacy', country: 'IT' },
  { pageType: 'termsofuse', country: null },
  { pageType: 'impressum', country: null },
  { pageType: 'impressum', country: 'DE' },
  { pageType: 'aboutus', country: null },
  { pageType: 'community', country: null },
  { pageType: 'contact', country: null },
];

export interface DemoText {
  lang: LanguageId;
  title: string;
  summary: string;
  body: string;
}

/** The language versions of one article or page, from its Markdown files. */
export async function demoTexts(name: string, files?: readonly string[]): Promise<DemoText[]> {
  const all = files ?? (await readdir(DEMO_CONTENT_DIR));
  const texts: DemoText[] = [];
  for (const lang of LANGUAGE_IDS) {
    const file = `${name}.${lang}.md`;
    if (!all.includes(file)) continue;
    const [title = '', summary = '', ...rest] = (await readFile(join(DEMO_CONTENT_DIR, file), 'utf8')).split('\n');
    texts.push({ lang, title: title.trim(), summary: summary.trim(), body: `${rest.join('\n').trim()}\n` });
  }
  return texts;
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/**
 * Seeds the demo content on a database whose content area is empty (no item, tag or contributor), in one
 * transaction; a database with any content, the staff's or an earlier seed's, is left alone. Returns whether it seeded.
 */
export async function seedDemoContent(db: Database): Promise<boolean> {
  const [item] = await db.select({ id: contentItems.id }).from(contentItems).limit(1);
  const [tag] = await db.select({ slug: contentTags.slug }).from(contentTags).limit(1);
  const [person] = await db.select({ id: contentContributors.id }).from(contentContributors).limit(1);
  if (item || tag || person) return false;
  const files = await readdir(DEMO_CONTENT_DIR);
  await db.transaction(async (tx) => {
    await tx.insert(contentTags).values(Object.entries(DEMO_TAGS).map(([slug, names]) => ({ slug, names })));
    await tx.insert(contentContributors).values(DEMO_CONTRIBUTORS.map((c) => ({ ...c })));
    for (const article of DEMO_ARTICLES) {
      const [row] = await tx
        .insert(contentItems)
        .values({ kind: 'article', section: article.section, slug: article.slug })
        .returning({ id: contentItems.id });
      if (!row) throw new Error(`demo article ${article.slug} not inserted`);
      const publishedAt = article.publishedDaysAgo === null ? null : daysAgo(article.publishedDaysAgo);
      const texts = await demoTexts(article.slug, files);
      await tx
        .insert(contentVersions)
        .values(texts.map(({ lang, ...t }) => ({ itemId: row.id, langId: lang, ...t, publishedAt })));
      if (article.tags.length)
        await tx.insert(contentItemTags).values(article.tags.map((tagSlug) => ({ itemId: row.id, tagSlug })));
      if (article.contributors.length)
        await tx
          .insert(contentItemContributors)
          .values(article.contributors.map((contributorId, position) => ({ itemId: row.id, contributorId, position })));
    }
    for (const page of DEMO_PAGES) {
      const [row] = await tx
        .insert(contentItems)
        .values({ kind: 'page', pageType: page.pageType, country: page.country ?? '' })
        .returning({ id: contentItems.id });
      if (!row) throw new Error(`demo page ${page.pageType} not inserted`);
      const texts = await demoTexts(pageKey(page.pageType, page.country), files);
      await tx
        .insert(contentVersions)
        .values(texts.map(({ lang, ...t }) => ({ itemId: row.id, langId: lang, ...t, publishedAt: daysAgo(60) })));
    }
  });
  return true;
}
