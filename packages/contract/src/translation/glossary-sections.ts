/**
 * The glossary's sections (§2 translation glossary modal; the spec's list stops after I1_others, D67 adds J1 for the
 * survey questions). Each interface text belongs to the section of its first path segment; a namespace listed
 * nowhere goes to I1_others, so every key has a place.
 */
export const GLOSSARY_SECTIONS = [
  { id: 'A1_Dashboard', namespaces: ['benchmark'] },
  { id: 'B1_Dashboard_Mylab_Section', namespaces: ['survey', 'surveyForm', 'checks'] },
  { id: 'C1_Summary_Report', namespaces: ['kpis', 'review'] },
  { id: 'D1_loginPageFields', namespaces: ['login', 'password'] },
  {
    id: 'E1_registrationPageFields',
    namespaces: ['registration', 'verifyEmail', 'profile', 'consent', 'jobTitles', 'countries'],
  },
  { id: 'F1_OtherPages', namespaces: ['pages', 'staff', 'admin', 'transfer', 'translation'] },
  { id: 'H1_PDF', namespaces: ['report'] },
  { id: 'I1_others', namespaces: [] },
  { id: 'J1_Survey_Questions', namespaces: [] },
] as const;
export type GlossarySectionId = (typeof GLOSSARY_SECTIONS)[number]['id'];

/** The section a key belongs to. */
export function glossarySectionOf(key: string): GlossarySectionId {
  if (key.startsWith('survey:')) return 'J1_Survey_Questions';
  const namespace = key.split('.')[0] ?? '';
  const section = GLOSSARY_SECTIONS.find((s) => (s.namespaces as readonly string[]).includes(namespace));
  return section?.id ?? 'I1_others';
}

/** The text that says where a key appears: one per namespace, `glossary.where.<namespace>` (D67). */
export function glossaryDescriptionKey(key: string): string {
  if (key.startsWith('survey:')) return 'glossary.where.surveyQuestions';
  return `glossary.where.${key.split('.')[0] ?? ''}`;
}
