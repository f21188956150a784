import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { Model, Serializer } from 'survey-core';
import { describe, expect, it } from 'vitest';

/**
 * The survey definitions against their format (issue 8, item 1): every JSON file of every round folder under
 * definitions/ is checked, so a new round or category is covered without touching this test.
 */
const DEFINITIONS = join(import.meta.dirname, 'definitions');
const CATEGORIES = ['cl', 'clt', 'ml', 'hl', 'bb'];
const LOCALES = ['default', 'ja', 'th', 'ko', 'zh-tw', 'zh-cn', 'vi', 'de', 'it', 'id', 'ru'];
const PAGES = ['profile', 'quality', 'speed', 'cost'];
const SETTINGS = {
  showProgressBar: 'top',
  progressBarType: 'pages',
  checkErrorsMode: 'onValueChanged',
  textUpdateMode: 'onTyping',
  showQuestionNumbers: 'onPage',
};

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const objects = (value: unknown): JsonObject[] => (Array.isArray(value) ? value.filter(isObject) : []);

const rounds = readdirSync(DEFINITIONS, { withFileTypes: true }).filter((entry) => entry.isDirectory());
const files = rounds.flatMap((round) =>
  readdirSync(join(DEFINITIONS, round.name))
    .filter((name) => name.endsWith('.json'))
    .map((name) => ({ round: round.name, name, path: join(DEFINITIONS, round.name, name) })),
);

/** The question elements (panels opened, not counted) in page order. */
function questionsOf(elements: unknown): JsonObject[] {
  return objects(elements).flatMap((element) => (element.type === 'panel' ? questionsOf(element.elements) : [element]));
}

const localizedProblem = (value: unknown): string | undefined => {
  if (!isObject(value)) return 'is not a localized object';
  const keys = Object.keys(value).sort();
  if (keys.join() !== [...LOCALES].sort().join()) return `has locales ${keys.join(', ')}`;
  const empty = LOCALES.filter((locale) => typeof value[locale] !== 'string' || String(value[locale]).trim() === '');
  return empty.length > 0 ? `is empty in ${empty.join(', ')}` : undefined;
};

interface Walk {
  untranslated: string[];
  conditions: string[];
}

/**
 * Walks the JSON with survey-core's own metadata: a property the Serializer marks localizable must carry all 11
 * locales; nested objects (pages, elements, choices, validators) are walked as the class the Serializer names.
 */
function walk(node: JsonObject, className: string, path: string, out: Walk): void {
  for (const [key, value] of Object.entries(node)) {
    const property = Serializer.findProperty(className, key);
    if (!property) continue;
    const at = `${path}.${key}`;
    if (property.isLocalizable) {
      const problem = localizedProblem(value);
      if (problem) out.untranslated.push(`${at} ${problem}`);
    } else if (property.type === 'condition' || property.type === 'expression') {
      if (typeof value === 'string') out.conditions.push(value);
    } else if (Array.isArray(value) && (property.className || property.classNamePart || key === 'elements')) {
      value.forEach((item: unknown, index) => {
        if (!isObject(item)) {
          out.untranslated.push(`${at}[${index}] is a plain value, not an object with a localized text`);
          return;
        }
        const type = typeof item.type === 'string' ? item.type : '';
        const itemClass = type ? `${type}${property.classNamePart ?? ''}` : (property.className ?? '');
        walk(item, itemClass, `${at}[${index}]`, out);
      });
    }
  }
}

describe('survey definitions', () => {
  it('has at least one round folder with definitions', () => {
    expect(rounds.map((round) => round.name)).not.toEqual([]);
    expect(files).not.toEqual([]);
  });

  describe.each(files)('$round/$name', ({ round, name, path }) => {
    const json: unknown = JSON.parse(readFileSync(path, 'utf8'));
    const survey = isObject(json) ? json : {};
    const category = basename(name, '.json');
    const prefix = category.toUpperCase();
    const pages = objects(survey.pages);
    const questions = pages.flatMap((page) => questionsOf(page.elements));
    const names = questions.map((question) => question.name);

    it('is in a round folder named by its year and named by its category', () => {
      expect(round).toMatch(/^20\d\d$/);
      expect(CATEGORIES).toContain(category);
    });

    it('loads in survey-core without JSON errors', () => {
      const model = new Model(json);
      expect((model.jsonErrors ?? []).map((error) => error.message)).toEqual([]);
      expect(model.getAllQuestions(false, false, true)).toHaveLength(questions.length);
    });

    it('has the survey settings of the format and no fixed locale', () => {
      expect(survey).toMatchObject(SETTINGS);
      expect(survey).not.toHaveProperty('locale');
    });

    it('has the pages profile, quality, speed and cost in this order', () => {
      expect(pages.map((page) => page.name)).toEqual(PAGES);
    });

    it('has 30 to 80 questions', () => {
      expect(questions.length).toBeGreaterThanOrEqual(30);
      expect(questions.length).toBeLessThanOrEqual(80);
    });

    it('names every question with a unique code of its category', () => {
      const pattern = new RegExp(`^${prefix}_[A-Z0-9_]+$`);
      expect(names.filter((code) => typeof code !== 'string' || !pattern.test(code))).toEqual([]);
      expect(names.filter((code, index) => names.indexOf(code) !== index)).toEqual([]);
    });

    it('gives every user-visible string all 11 locales, none empty', () => {
      const out: Walk = { untranslated: [], conditions: [] };
      walk(survey, 'survey', category, out);
      expect(out.untranslated).toEqual([]);
    });

    it('refers in conditions and expressions only to questions of the survey', () => {
      const out: Walk = { untranslated: [], conditions: [] };
      walk(survey, 'survey', category, out);
      const referenced = out.conditions.flatMap((text) => [...text.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]));
      expect(referenced.filter((code) => !names.includes(code))).toEqual([]);
    });

    it('bounds every number question with min and max and a numeric validator with the same range', () => {
      const numbers = questions.filter((question) => question.type === 'text' && question.inputType === 'number');
      const unbounded = numbers.filter((question) => {
        const { min, max } = question;
        const validator = objects(question.validators).find((v) => v.type === 'numeric');
        return (
          typeof min !== 'number' ||
          typeof max !== 'number' ||
          min >= max ||
          validator?.minValue !== min ||
          validator.maxValue !== max
        );
      });
      expect(unbounded.map((question) => question.name)).toEqual([]);
    });
  });
});
