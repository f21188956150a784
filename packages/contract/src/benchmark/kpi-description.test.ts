import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_IDS } from '../constants/languages.ts';
import { withoutDirectionSentence } from './kpi-description.ts';

const locale = (id: string) =>
  JSON.parse(readFileSync(new URL(`../../../../apps/web/src/i18n/locales/${id}.json`, import.meta.url), 'utf8')) as {
    kpis: Record<string, { description: string }>;
    benchmark: { kpi: { lowerBetter: string; higherBetter: string } };
  };

describe('withoutDirectionSentence', () => {
  it('drops the direction sentence the descriptions used to end with, in every language', () => {
    const old: [string, string][] = [
      [
        'Share of samples rejected on receipt, all reasons (%). Lower is better.',
        'Share of samples rejected on receipt, all reasons (%).',
      ],
      ['Accredited: 100. Higher is better.', 'Accredited: 100.'],
      ['สัดส่วนตัวอย่าง (%) ยิ่งต่ำยิ่งดี', 'สัดส่วนตัวอย่าง (%)'],
      ['検体の割合（%）。低いほど良好です。', '検体の割合（%）。'],
      ['검체의 비율(%). 낮을수록 좋습니다.', '검체의 비율(%).'],
      ['檢體比例（%）。越低越好。', '檢體比例（%）。'],
      ['标本比例（%）。越高越好。', '标本比例（%）。'],
      ['mọi lý do (%). Càng thấp càng tốt.', 'mọi lý do (%).'],
      ['alle Gründe (%). Niedriger ist besser.', 'alle Gründe (%).'],
      ['qualsiasi motivo (%). Più alto è meglio.', 'qualsiasi motivo (%).'],
      ['semua alasan (%). Makin rendah makin baik.', 'semua alasan (%).'],
      ['по всем причинам (%). Чем ниже, тем лучше.', 'по всем причинам (%).'],
    ];
    for (const [before, after] of old) expect(withoutDirectionSentence(before)).toBe(after);
  });

  it('drops the interface’s own direction sentence too, in every language, and keeps the rest', () => {
    for (const id of LANGUAGE_IDS) {
      const { benchmark, kpis } = locale(id);
      const description = kpis.CL_SAMPLE_REJECTION?.description ?? '';
      for (const sentence of [benchmark.kpi.lowerBetter, benchmark.kpi.higherBetter]) {
        expect(withoutDirectionSentence(`${description} ${sentence}`), `${id}: ${sentence}`).toBe(description);
      }
    }
  });

  it('leaves every current description as it is: none says which way is better', () => {
    for (const id of LANGUAGE_IDS) {
      for (const [code, { description }] of Object.entries(locale(id).kpis)) {
        expect(withoutDirectionSentence(description), `${id} ${code}`).toBe(description.trim());
      }
    }
  });

  it('never leaves an empty description', () => {
    expect(withoutDirectionSentence('Lower is better.')).toBe('Lower is better.');
  });
});
