import { COUNTRIES, LANGUAGE_IDS, contentPaths, saveContentItemPayload } from '@labbench/contract';
import type { ArticleSection, ContentKind, LanguageId, PageType, PayloadOf, ResponseOf } from '@labbench/contract';

/** The editor's values: one text per language, so switching tabs never loses what was typed. */
export interface ContentFormValues {
  kind: ContentKind;
  section: ArticleSection | '';
  pageType: PageType | '';
  /** 'general' for the page every country without its own text gets. */
  country: 'general' | 'DE' | 'IT';
  slug: string;
  tags: string[];
  contributorIds: string[];
  versions: Record<LanguageId, { title: string; summary: string; body: string }>;
}

export type ContentItem = ResponseOf<'getContentItem'>['item'];
export type SavePayload = PayloadOf<'saveContentItem'>;

const EMPTY_VERSION = { title: '', summary: '', body: '' };

/** The form's values for an item (or a new one of `kind`). */
export function contentFormValues(item: ContentItem | null, kind: ContentKind): ContentFormValues {
  const versions = Object.fromEntries(
    LANGUAGE_IDS.map((lang) => {
      const saved = item?.versions.find((v) => v.lang === lang);
      return [lang, saved ? { title: saved.title, summary: saved.summary, body: saved.body } : { ...EMPTY_VERSION }];
    }),
  ) as ContentFormValues['versions'];
  return {
    kind: item?.kind ?? kind,
    section: item?.section ?? (kind === 'article' ? 'thought-leadership' : ''),
    pageType: item?.pageType ?? '',
    country: item?.country ?? 'general',
    slug: item?.slug ?? '',
    tags: item?.tags ?? [],
    contributorIds: item?.contributorIds ?? [],
    versions,
  };
}

const hasText = (v: { title: string; summary: string; body: string }) => !!(v.title || v.summary || v.body).trim();

/**
 * The languages a save sends: those edited that hold text (an edited language emptied again is sent, so the server
 * says what it misses). A change of the item's own fields alone sends its first saved language unchanged, since a save
 * carries at least one version.
 */
export function languagesToSave(
  values: ContentFormValues,
  edited: readonly LanguageId[],
  saved: readonly LanguageId[],
): LanguageId[] {
  const sent = LANGUAGE_IDS.filter(
    (lang) => edited.includes(lang) && (saved.includes(lang) || hasText(values.versions[lang])),
  );
  if (sent.length > 0) return sent;
  const fallback = LANGUAGE_IDS.find((lang) => saved.includes(lang) || hasText(values.versions[lang]));
  return [fallback ?? 'en'];
}

/** The save request; its versions are in `langs` order, which is how the server's field paths are read back. */
export function contentPayload(
  values: ContentFormValues,
  id: string | null,
  langs: readonly LanguageId[],
): SavePayload {
  const article = values.kind === 'article';
  return {
    ...(id ? { id } : {}),
    kind: values.kind,
    ...(article && values.section ? { section: values.section } : {}),
    ...(!article && values.pageType ? { pageType: values.pageType } : {}),
    country: !article && values.country !== 'general' ? values.country : null,
    ...(article && values.slug.trim() ? { slug: values.slug.trim() } : {}),
    tags: article ? values.tags : [],
    contributorIds: article ? values.contributorIds : [],
    versions: langs.map((lang) => ({ lang, ...values.versions[lang] })),
  };
}

/** A field of the form a message can be put under. */
export type ContentFormField =
  | 'section'
  | 'pageType'
  | 'slug'
  | 'tags'
  | 'contributorIds'
  | `versions.${LanguageId}.${'title' | 'summary' | 'body'}`;

/** The server's (or the contract's) field path as the form's: `versions.1.title` → `versions.ja.title`. */
export function formField(path: string, langs: readonly LanguageId[]): ContentFormField | null {
  const version = /^versions\.(\d+)\.(title|summary|body)$/.exec(path);
  if (version) {
    const lang = langs[Number(version[1])];
    return lang ? `versions.${lang}.${version[2] as 'title' | 'summary' | 'body'}` : null;
  }
  const top = path.split('.')[0];
  return top === 'section' || top === 'pageType' || top === 'slug' || top === 'tags' || top === 'contributorIds'
    ? top
    : null;
}

/** The contract's own check of a save before it is sent: the messages under the form's fields, by language. */
export function checkContentPayload(payload: SavePayload, langs: readonly LanguageId[]) {
  const result = saveContentItemPayload.safeParse(payload);
  if (result.success) return [];
  return result.error.issues.flatMap((issue) => {
    const field = formField(issue.path.map(String).join('.'), langs);
    return field ? [{ field, messageKey: issue.message }] : [];
  });
}

/** The language a field's message belongs to, so the editor can switch to its tab. */
export const fieldLanguage = (field: string): LanguageId | null =>
  LANGUAGE_IDS.find((lang) => field.startsWith(`versions.${lang}.`)) ?? null;

/**
 * The public address of an item in one language: `switchTo` selects that language (and a country offering it; the
 * page's own country for a DE or IT page) in the tab it opens.
 */
export function publicContentUrl(
  item: Pick<ContentItem, 'kind' | 'section' | 'slug' | 'pageType' | 'country'>,
  lang: LanguageId,
): string | null {
  const path =
    item.kind === 'article'
      ? item.section && item.slug
        ? contentPaths.article(item.section, item.slug)
        : null
      : item.pageType
        ? contentPaths.page(item.pageType)
        : null;
  if (!path) return null;
  const own = COUNTRIES.find((c) => c.code === item.country && c.langs.includes(lang));
  const country = own ?? COUNTRIES.find((c) => c.langs.includes(lang)) ?? COUNTRIES[0];
  return `${path}?switchTo=${country?.code ?? 'WWB'}_${lang}`;
}
