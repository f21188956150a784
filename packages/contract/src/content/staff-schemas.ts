import { z } from 'zod';
import { LANGUAGE_IDS } from '../constants/languages.ts';
import { multilineString, plainString } from '../validation/control-characters.ts';
import { V } from '../validation/messages.ts';
import { CONTENT_KINDS, CONTENT_LIMITS } from './constants.ts';
import {
  articleSectionField,
  contentLanguageField,
  idField,
  isoTime,
  ownPagesCountryField,
  pageField,
  pageTypeField,
  perLanguage,
  requester,
  slugField,
} from './schemas.ts';

/* The staff's side of the content area: items and their language versions, tags, contributors, subscribers. */

const versionStatus = z.object({
  lang: contentLanguageField,
  /** Null while a draft. */
  publishedAt: isoTime.nullable(),
  updatedAt: isoTime,
});

export const getContentItemsPayload = z.object({
  kind: z.enum(CONTENT_KINDS).optional(),
  /** Part of a title or slug. */
  search: plainString().trim().max(100).optional(),
  page: pageField,
  ...requester,
});
export const contentItemRowSchema = z.object({
  id: z.string(),
  kind: z.enum(CONTENT_KINDS),
  section: articleSectionField.nullable(),
  pageType: pageTypeField.nullable(),
  country: ownPagesCountryField.nullable(),
  slug: z.string().nullable(),
  /** The English title, else the first language's. */
  title: z.string(),
  versions: z.array(versionStatus),
  updatedAt: isoTime,
});
export const getContentItemsResponse = z.object({
  items: z.array(contentItemRowSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const getContentItemPayload = z.object({ id: idField, ...requester });
export const contentVersionInput = z.object({
  lang: contentLanguageField,
  title: plainString({ error: V.titleRequired })
    .trim()
    .min(1, { error: V.titleRequired })
    .max(CONTENT_LIMITS.title, { error: V.textTooLong }),
  summary: multilineString(CONTENT_LIMITS.summary).trim().default(''),
  body: multilineString(CONTENT_LIMITS.body).check(z.minLength(1, { error: V.bodyRequired })),
});
export const getContentItemResponse = z.object({
  item: z.object({
    id: z.string(),
    kind: z.enum(CONTENT_KINDS),
    section: articleSectionField.nullable(),
    pageType: pageTypeField.nullable(),
    country: ownPagesCountryField.nullable(),
    slug: z.string().nullable(),
    tags: z.array(z.string()),
    contributorIds: z.array(z.string()),
    versions: z.array(
      versionStatus.extend({
        title: z.string(),
        summary: z.string(),
        body: z.string(),
        updatedBy: z.string().nullable(),
      }),
    ),
  }),
});

/**
 * saveContentItem: creates (no id) or replaces an item and the language versions sent; versions not sent are kept.
 * A saved version keeps its publication state: a published one changes for visitors at once.
 */
export const saveContentItemPayload = z
  .object({
    id: idField.optional(),
    kind: z.enum(CONTENT_KINDS),
    section: articleSectionField.optional(),
    pageType: pageTypeField.optional(),
    /** A page of one country's own (DE, IT); none for the general page. */
    country: ownPagesCountryField.nullable().default(null),
    slug: slugField.optional(),
    tags: z.array(slugField).max(20).default([]),
    contributorIds: z.array(idField).max(20).default([]),
    versions: z.array(contentVersionInput).min(1).max(LANGUAGE_IDS.length),
    ...requester,
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'article') {
      if (!value.section) ctx.addIssue({ code: 'custom', path: ['section'], message: V.sectionRequired });
      if (!value.slug) ctx.addIssue({ code: 'custom', path: ['slug'], message: V.slugInvalid });
    } else if (!value.pageType) ctx.addIssue({ code: 'custom', path: ['pageType'], message: V.pageTypeRequired });
  });
export const saveContentItemResponse = z.object({ id: z.string() });

export const setContentPublicationPayload = z.object({
  id: idField,
  lang: contentLanguageField,
  published: z.boolean(),
  ...requester,
});
export const setContentPublicationResponse = z.object({ publishedAt: isoTime.nullable() });

export const getContentTagsPayload = z.object({ ...requester });
export const getContentTagsResponse = z.object({
  tags: z.array(
    z.object({
      slug: z.string(),
      names: perLanguage(CONTENT_LIMITS.tagName),
      /** Articles carrying it, published or not. */
      articles: z.number().int().nonnegative(),
    }),
  ),
});
export const saveContentTagPayload = z.object({
  slug: slugField,
  /** The English name is required; other languages fall back to it. */
  names: perLanguage(CONTENT_LIMITS.tagName).refine((names) => !!names.en, { error: V.tagNameRequired }),
  ...requester,
});
export const saveContentTagResponse = z.object({ slug: z.string() });
export const deleteContentTagPayload = z.object({ slug: slugField, ...requester });
export const deleteContentTagResponse = z.object({ deleted: z.literal(true) });

export const saveContentContributorPayload = z.object({
  id: idField.optional(),
  name: plainString({ error: V.firstNameRequired })
    .trim()
    .min(1, { error: V.firstNameRequired })
    .max(CONTENT_LIMITS.contributorName, { error: V.textTooLong }),
  role: perLanguage(CONTENT_LIMITS.contributorRole).default({}),
  bio: perLanguage(CONTENT_LIMITS.contributorBio).default({}),
  ...requester,
});
export const saveContentContributorResponse = z.object({ id: z.string() });

export const getNewsletterSubscribersPayload = z.object({
  /** Part of the e-mail address, name or company. */
  search: plainString().trim().max(100).optional(),
  page: pageField,
  ...requester,
});
export const newsletterSubscriberSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string(),
  country: z.string(),
  jobTitle: z.string(),
  language: contentLanguageField,
  marketingConsent: z.boolean(),
  consentVersion: z.string(),
  signedUpAt: isoTime,
  confirmedAt: isoTime,
});
export const getNewsletterSubscribersResponse = z.object({
  items: z.array(newsletterSubscriberSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export const exportNewsletterSubscribersPayload = z.object({ ...requester });
/** The file's bytes; the envelope schema is never used (a file answer). */
export const exportNewsletterSubscribersResponse = z.custom<Uint8Array>(
  (value) => value instanceof Uint8Array,
  'a file',
);
