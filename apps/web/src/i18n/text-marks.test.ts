import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import {
  TEXT_MARKS_PROCESSOR,
  hasMarks,
  markOf,
  markText,
  readMarks,
  setTextMarks,
  stripMarks,
  textMarksOn,
  textMarksProcessor,
} from './text-marks.ts';

describe('text marks', () => {
  it('read back the key they were made from, and leave the visible text as it was', () => {
    const keys = ['header.aboutUs', 'survey:CL:2026:CL_BEDS:title', 'benchmark.labs_one', 'footer.privacy'];
    for (const key of keys) {
      const marked = markText('About us', key);
      expect(marked.startsWith('About us')).toBe(true);
      expect(readMarks(marked)).toEqual([key]);
      expect(stripMarks(marked)).toBe('About us');
    }
  });

  it('are invisible: only zero-width and invisible format characters are added', () => {
    for (const char of markOf('a.key.of.its.own')) expect(['\u200C', '\u200D', '\u2063', '\u2064']).toContain(char);
  });

  it('read every key of a text that holds others (interpolated and nested texts), each once', () => {
    const inner = markText('Siam Lab', 'admin.labName');
    const outer = markText(`Welcome ${inner} and ${inner}`, 'home.welcome');
    expect(readMarks(outer)).toEqual(['admin.labName', 'home.welcome']);
    expect(stripMarks(outer)).toBe('Welcome Siam Lab and Siam Lab');
  });

  it('are added once to a text that already ends with the same mark', () => {
    const once = markText('Save', 'common.save');
    expect(markText(once, 'common.save')).toBe(once);
  });

  it('leave texts without marks unchanged, and find nothing in them', () => {
    for (const text of ['', 'About us', 'ห้องปฏิบัติการหลัก', 'a\u200Cb\u200Dc', 'stray \u2063 delimiter']) {
      expect(stripMarks(text)).toBe(text);
      expect(readMarks(text)).toEqual([]);
    }
    expect(hasMarks('About us')).toBe(false);
  });
});

describe('the i18next post-processor', () => {
  const resources = {
    en: {
      translation: {
        header: { aboutUs: 'About us' },
        labs_one: '{{count}} lab',
        labs_other: '{{count}} labs',
        list: ['a'],
      },
    },
  };

  async function instance(marks: boolean) {
    const i18n = i18next.createInstance();
    i18n.use(textMarksProcessor);
    await i18n.init({
      lng: 'en',
      resources,
      interpolation: { escapeValue: false },
      ...(marks ? { postProcess: TEXT_MARKS_PROCESSOR, postProcessPassResolved: true } : {}),
    });
    return i18n;
  }

  it('off: texts are exactly the stored ones, without a single added character', async () => {
    const i18n = await instance(false);
    expect(i18n.t('header.aboutUs')).toBe('About us');
    expect(i18n.t('labs', { count: 2 })).toBe('2 labs');
  });

  it('on: every text carries its key, a plural text the form it was taken from', async () => {
    const i18n = await instance(true);
    const about = i18n.t('header.aboutUs');
    expect(stripMarks(about)).toBe('About us');
    expect(readMarks(about)).toEqual(['header.aboutUs']);
    expect(readMarks(i18n.t('labs', { count: 1 }))).toEqual(['labs_one']);
    expect(readMarks(i18n.t('labs', { count: 5 }))).toEqual(['labs_other']);
    const [item = ''] = i18n.t('list', { returnObjects: true }) as string[];
    expect(readMarks(item)).toEqual(['list.0']);
  });
});

describe('translate mode on the page’s i18next', () => {
  it('turns the marks on and off, and each time shows every text again', async () => {
    await i18next.init({ lng: 'en', resources: { en: { translation: { header: { aboutUs: 'About us' } } } } });
    let renders = 0;
    i18next.on('languageChanged', () => (renders += 1));
    expect(i18next.t('header.aboutUs')).toBe('About us');
    setTextMarks(true);
    expect(textMarksOn()).toBe(true);
    expect(readMarks(i18next.t('header.aboutUs'))).toEqual(['header.aboutUs']);
    setTextMarks(true);
    setTextMarks(false);
    expect(textMarksOn()).toBe(false);
    expect(i18next.t('header.aboutUs')).toBe('About us');
    expect(renders).toBe(2);
  });
});
