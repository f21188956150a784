import {
  GLOSSARY_SECTIONS,
  glossaryDescriptionKey,
  glossarySectionOf,
  questionsOf,
  surveyTextKey,
} from '@labbench/contract';
import type { GlossarySectionId, ResponseOf, SurveyCategory } from '@labbench/contract';

type Glossary = ResponseOf<'getTranslationGlossary'>;

/** Code-point order, the same on every machine and database. */
const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The group of an interface key: its path without the last segment (a top-level key is its own group). */
export function glossaryGroupOf(key: string): string {
  const cut = key.lastIndexOf('.');
  return cut === -1 ? key : key.slice(0, cut);
}

export interface SurveyRound {
  category: SurveyCategory;
  round: number;
  definition: Record<string, unknown>;
}

/** The title keys of a round's questions, in the definition's order. */
function questionTitleKeys({ category, round, definition }: SurveyRound): string[] {
  return questionsOf(definition).map((q) =>
    surveyTextKey({ category, round, part: { kind: 'question', question: q.name, property: 'title' } }),
  );
}

/**
 * The glossary (§2): every English interface key in its section and group, sorted, each with the text that says where
 * it appears; then J1 with the question titles of each category's current round, one group per category.
 */
export function glossaryOf(englishKeys: readonly string[], currentRounds: readonly SurveyRound[]): Glossary {
  const groups = new Map<GlossarySectionId, Map<string, string[]>>(GLOSSARY_SECTIONS.map((s) => [s.id, new Map()]));
  for (const key of [...englishKeys].sort(byCode)) {
    const section = groups.get(glossarySectionOf(key));
    const group = glossaryGroupOf(key);
    section?.set(group, [...(section.get(group) ?? []), key]);
  }
  const surveys = groups.get('J1_Survey_Questions');
  for (const round of [...currentRounds].sort((a, b) => byCode(a.category, b.category)))
    surveys?.set(`survey:${round.category}:${round.round}`, questionTitleKeys(round));
  return {
    sections: GLOSSARY_SECTIONS.map(({ id }) => ({
      id,
      groups: [...(groups.get(id) ?? [])]
        .sort(([a], [b]) => byCode(a, b))
        .map(([group, keys]) => ({
          id: group,
          keys: keys.map((translateKey) => ({
            translateKey,
            descriptionTranslateKey: glossaryDescriptionKey(translateKey),
          })),
        })),
    })),
  };
}
