/**
 * The questions of a SurveyJS definition as our engine reads them: pages hold elements, panels hold elements, and
 * every other element is a question whose `name` is its stable code (`docs/survey-codes.md`).
 */
export interface SurveyQuestion {
  /** The question's code. */
  name: string;
  /** The page it is on. */
  page: string;
  /** SurveyJS type: `text` or `radiogroup` in our definitions. */
  type: string;
  /** `number` for numeric text questions. */
  inputType?: string;
  min?: number;
  max?: number;
  maxLength?: number;
  isRequired?: boolean;
  visibleIf?: string;
  /** Choice values of a radiogroup (plain values or `{ value }` objects). */
  choices?: unknown[];
  /** The English title (the `default` of a localized title). */
  title: string;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isObject) : []);

function englishOf(text: unknown, fallback: string): string {
  if (typeof text === 'string') return text;
  if (isObject(text) && typeof text.default === 'string') return text.default;
  return fallback;
}

function collect(elements: unknown, page: string, into: SurveyQuestion[]): void {
  for (const element of list(elements)) {
    if (element.type === 'panel') {
      collect(element.elements, page, into);
      continue;
    }
    if (typeof element.name !== 'string' || typeof element.type !== 'string') continue;
    into.push({
      name: element.name,
      page,
      type: element.type,
      inputType: typeof element.inputType === 'string' ? element.inputType : undefined,
      min: typeof element.min === 'number' ? element.min : undefined,
      max: typeof element.max === 'number' ? element.max : undefined,
      maxLength: typeof element.maxLength === 'number' ? element.maxLength : undefined,
      isRequired: element.isRequired === true,
      visibleIf: typeof element.visibleIf === 'string' ? element.visibleIf : undefined,
      choices: Array.isArray(element.choices) ? element.choices : undefined,
      title: englishOf(element.title, element.name),
    });
  }
}

/** Every question of a definition, in page order. */
export function questionsOf(definition: Json): SurveyQuestion[] {
  const questions: SurveyQuestion[] = [];
  for (const page of list(definition.pages))
    collect(page.elements, typeof page.name === 'string' ? page.name : '', questions);
  return questions;
}

/** The choice values of a radiogroup question. */
export function choiceValues(question: SurveyQuestion): string[] {
  return (question.choices ?? []).flatMap((choice) => {
    if (typeof choice === 'string' || typeof choice === 'number') return [String(choice)];
    if (isObject(choice) && (typeof choice.value === 'string' || typeof choice.value === 'number'))
      return [String(choice.value)];
    return [];
  });
}
