import { z } from 'zod';
import { LANGUAGE_IDS } from '../constants/languages.ts';
import { hasControlCharacter, noControlCharacters } from '../validation/control-characters.ts';
import { GLOSSARY_SECTIONS } from './glossary-sections.ts';
import { isTranslationKey } from './text-keys.ts';
import { MAX_TEXT_WIDTH } from './text-width.ts';
import { TRANSLATION_CHECKS } from './translation-checks.ts';

export const langIdSchema = z.enum(LANGUAGE_IDS);

/** A key the tool can open (text-keys.ts). */
export const translationKeySchema = z
  .string()
  .max(300)
  .check(noControlCharacters)
  .refine(isTranslationKey, { error: 'translation.errors.unknownKey', abort: true });

/** A text as a translator typed it: no control characters (texts are one paragraph), never empty once trimmed. */
const translationTextSchema = z
  .string()
  .trim()
  .min(1, { error: 'translation.errors.empty' })
  .max(MAX_TEXT_WIDTH)
  .refine((text) => !hasControlCharacter(text), { error: 'validation.controlCharacters' });

const storedTextSchema = z.object({
  langId: langIdSchema,
  translateKey: z.string(),
  translation: z.string(),
  changedAt: z.string().nullable(),
  changedBy: z.string().nullable(),
});
export type StoredText = z.infer<typeof storedTextSchema>;

export const getValueByLanguageKeyPayload = z.object({ languageKey: translationKeySchema });
export const getValueByLanguageKeyResponse = z.object({
  languageKey: z.string(),
  kind: z.enum(['interface', 'survey']),
  /** Every stored text of the key (of every form of its family, for a plural key), in every language that has one. */
  values: z.array(storedTextSchema),
  /** Where the key appears (glossary). */
  descriptionTranslateKey: z.string(),
  /** Languages in which the key is marked for a native reader's review, with the note. */
  reviewMarks: z.array(z.object({ langId: langIdSchema, note: z.string() })),
});

export const updatedTranslationSchema = z.object({
  langId: langIdSchema,
  translateKey: translationKeySchema,
  translation: translationTextSchema,
  /** The text the translator started from (null: there was none), so a change made meanwhile is not overwritten. */
  previous: z.string().nullable(),
});
export const updateTranslationByLanguageKeyPayload = z.object({
  updatedTranslation: z
    .array(updatedTranslationSchema)
    .min(1)
    .max(100)
    // One entry per text: two for the same language and key would make `previous` and the log ambiguous.
    .refine((list) => new Set(list.map((e) => `${e.langId} ${e.translateKey}`)).size === list.length),
  /** The translator has seen the warnings (identical to English, terminology) and saves anyway. */
  confirmWarnings: z.boolean().default(false),
});

export const translationProblemSchema = z.object({
  langId: langIdSchema,
  translateKey: z.string(),
  check: z.enum(TRANSLATION_CHECKS),
  severity: z.enum(['error', 'warning']),
  missing: z.array(z.string()).optional(),
  extra: z.array(z.string()).optional(),
  limit: z.number().int().optional(),
  width: z.number().int().optional(),
  term: z.string().optional(),
});

export const updateTranslationByLanguageKeyResponse = z.discriminatedUnion('status', [
  /** Stored; the texts version after the save (the translation files change with it). */
  z.object({ status: z.literal('Updated'), version: z.number().int() }),
  /** Nothing stored: errors to fix, or warnings to confirm (`confirmWarnings`). */
  z.object({ status: z.literal('Refused'), problems: z.array(translationProblemSchema) }),
  /** Nothing stored: someone changed these texts after the translator opened them; here is what they hold now. */
  z.object({ status: z.literal('Conflict'), current: z.array(storedTextSchema) }),
]);

export const getTranslationLogPayload = z.object({
  languageKey: translationKeySchema,
  /** One language's history, or every language's when absent. */
  langId: langIdSchema.optional(),
});
export const translationLogRowSchema = z.object({
  langId: langIdSchema,
  translateKey: z.string(),
  changedAt: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** I insert, D delete, U update (§3 log row). */
  action: z.enum(['I', 'U', 'D']),
  changedBy: z.string().nullable(),
});
export const getTranslationLogResponse = z.object({ rows: z.array(translationLogRowSchema) });

/** Nothing to ask: the client sends `{}` (plus RequesterUserId, which the dispatcher drops). */
export const getTranslationGlossaryPayload = z.object({}).nullish();
export const getTranslationGlossaryResponse = z.object({
  sections: z.array(
    z.object({
      id: z.enum(GLOSSARY_SECTIONS.map((s) => s.id) as [string, ...string[]]),
      groups: z.array(
        z.object({
          /** The key's path without its last segment, e.g. `benchmark.band`. */
          id: z.string(),
          keys: z.array(z.object({ translateKey: z.string(), descriptionTranslateKey: z.string() })),
        }),
      ),
    }),
  ),
});

export const getTranslationCoveragePayload = z.object({ langId: langIdSchema });
export const getTranslationCoverageResponse = z.object({
  /** Interface texts English has. */
  total: z.number().int(),
  /** Per language: how many are missing, identical to English, marked for review. */
  languages: z.array(
    z.object({
      langId: langIdSchema,
      untranslated: z.number().int(),
      identical: z.number().int(),
      review: z.number().int(),
    }),
  ),
  /** The keys of the language asked for. */
  untranslated: z.array(z.string()),
  identical: z.array(z.string()),
  review: z.array(z.object({ translateKey: z.string(), note: z.string() })),
});

export const markTranslationReviewedPayload = z.object({ langId: langIdSchema, translateKey: translationKeySchema });
export const markTranslationReviewedResponse = z.object({ status: z.literal('Reviewed') });
