import { z } from 'zod';
import { LANGUAGE_IDS } from '../constants/languages.ts';
import { emailField } from '../validation/email.ts';
import { countryCodeField, jobTitleField } from '../validation/choice-fields.ts';
import { multilineString, plainString } from '../validation/control-characters.ts';
import { V } from '../validation/messages.ts';
import { nameField, optionalTextField } from '../validation/text-fields.ts';
import { ARTICLE_SECTIONS, CONTENT_LIMITS, COUNTRIES_WITH_OWN_PAGES, PAGE_TYPES, SLUG_PATTERN } from './constants.ts';

export const requester = {
  /** Ignored by the server: identity comes from the Token header, never from the body. */
  RequesterUserId: plainString().optional(),
};

export const contentLanguageField = z.enum(LANGUAGE_IDS, { error: V.languageRequired });
export const articleSectionField = z.enum(ARTICLE_SECTIONS, { error: V.sectionRequired });
export const pageTypeField = z.enum(PAGE_TYPES, { error: V.pageTypeRequired });
export const ownPagesCountryField = z.enum(COUNTRIES_WITH_OWN_PAGES);
export const slugField = plainString()
  .trim()
  .toLowerCase()
  .max(CONTENT_LIMITS.slug, { error: V.textTooLong })
  .regex(SLUG_PATTERN, { error: V.slugInvalid });
export const pageField = z.number().int().min(1).max(100_000).default(1);
export const isoTime = z.string();
export const idField = plainString().trim().min(1).max(64);
/** Text in one language, per language (a tag's name, a contributor's role or bio): languages without one fall back. */
export const perLanguage = (max: number) =>
  z.partialRecord(contentLanguageField, plainString().trim().max(max, { error: V.textTooLong }));

const tagRef = z.object({ slug: z.string(), name: z.string() });
const contributorRef = z.object({ id: z.string(), name: z.string() });

/** An article as a list shows it, in the language shown (the visitor's or the next of the chain). */
export const articleSummarySchema = z.object({
  id: z.string(),
  section: articleSectionField,
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  /** The language of title, summary and body: the one asked for, or English when it has none (D97). */
  language: contentLanguageField,
  /** When this language version was first published. */
  publishedAt: isoTime,
  tags: z.array(tagRef),
  contributors: z.array(contributorRef),
});
export type ArticleSummary = z.output<typeof articleSummarySchema>;

/** searchByTopic (§7): the tags of published articles with their names in the visitor's language. */
export const searchByTopicPayload = z.object({ lang: contentLanguageField.default('en'), ...requester });
export const searchByTopicResponse = z.object({
  tags: z.array(z.object({ slug: z.string(), name: z.string(), articles: z.number().int().nonnegative() })),
});

export const getContentArticlesPayload = z.object({
  lang: contentLanguageField,
  /** One section, or both. */
  section: articleSectionField.optional(),
  /** Only articles with this tag. */
  tag: slugField.optional(),
  /** Only articles of this contributor. */
  contributor: idField.optional(),
  page: pageField,
  ...requester,
});
export const getContentArticlesResponse = z.object({
  items: z.array(articleSummarySchema),
  total: z.number().int().nonnegative(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const getContentArticlePayload = z.object({
  lang: contentLanguageField,
  section: articleSectionField,
  slug: slugField,
  ...requester,
});
export const getContentArticleResponse = z.object({
  article: articleSummarySchema.extend({
    /** Markdown, rendered safely by the web (no raw HTML). */
    body: z.string(),
    contributors: z.array(contributorRef.extend({ role: z.string(), bio: z.string() })),
    /** Every language this article is published in (for the language links and hreflang). */
    languages: z.array(contentLanguageField),
    /** When the shown version last changed. */
    updatedAt: isoTime,
  }),
});

export const getContentContributorsPayload = z.object({ lang: contentLanguageField, ...requester });
export const getContentContributorsResponse = z.object({
  contributors: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      role: z.string(),
      bio: z.string(),
      /** Published articles in the visitor's language chain. */
      articles: z.number().int().nonnegative(),
    }),
  ),
});

export const getContentPagePayload = z.object({
  lang: contentLanguageField,
  pageType: pageTypeField,
  /** The visitor's country: DE and IT have their own legal texts (§2). */
  country: plainString().trim().max(3).optional(),
  ...requester,
});
export const getContentPageResponse = z.object({
  /** Null while no version of the page is published in the language chain. */
  page: z
    .object({
      pageType: pageTypeField,
      /** The country whose own text this is, or null for the general one. */
      country: ownPagesCountryField.nullable(),
      title: z.string(),
      body: z.string(),
      language: contentLanguageField,
      publishedAt: isoTime,
      updatedAt: isoTime,
      languages: z.array(contentLanguageField),
    })
    .nullable(),
});

const captchaField = plainString().max(4000);

/** The contact form (§1 contact): reaches staff by mail. */
export const sendContactMessagePayload = z.object({
  firstName: nameField(V.firstNameRequired, V.firstNameInvalid),
  lastName: nameField(V.familyNameRequired, V.familyNameInvalid),
  email: emailField,
  company: optionalTextField,
  country: countryCodeField,
  message: multilineString(CONTENT_LIMITS.contactMessage)
    .trim()
    .check(z.minLength(1, { error: V.messageRequired })),
  /** The language the sender wrote from (the reply's language). */
  language: contentLanguageField,
  captcha: captchaField,
  ...requester,
});
export const sendContactMessageResponse = z.object({ sent: z.literal(true) });

/** The newsletter form (§3): first name, last name, e-mail, company, country/region, job title, two consents. */
export const subscribeNewsletterPayload = z.object({
  firstName: nameField(V.firstNameRequired, V.firstNameInvalid),
  lastName: nameField(V.familyNameRequired, V.familyNameInvalid),
  email: emailField,
  company: plainString({ error: V.companyRequired })
    .trim()
    .min(1, { error: V.companyRequired })
    .max(100, { error: V.textTooLong }),
  country: countryCodeField,
  jobTitle: jobTitleField,
  legalConsent: z.literal(true, { error: V.legalConsentRequired }),
  marketingConsent: z.boolean(),
  /** The language of the form: the confirmation mail and the consent text stored are in it. */
  language: contentLanguageField,
  captcha: captchaField,
  ...requester,
});
/** Always the same answer, whether the address was new, waiting or already confirmed (nothing is revealed). */
export const subscribeNewsletterResponse = z.object({ status: z.literal('pending') });

const newsletterTokenField = plainString().trim().min(1).max(200);
export const confirmNewsletterPayload = z.object({ token: newsletterTokenField, ...requester });
export const confirmNewsletterResponse = z.object({ status: z.literal('confirmed'), email: z.string() });
export const unsubscribeNewsletterPayload = z.object({ token: newsletterTokenField, ...requester });
export const unsubscribeNewsletterResponse = z.object({ status: z.literal('unsubscribed') });
