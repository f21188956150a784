import type { LanguageId } from '../constants/languages.ts';

/**
 * One agreed term per concept and language (issue 15 item 5, D67). A translation of an English text that names the
 * concept must use the term; the check of a save flags it otherwise. Where a language has no entry, any wording
 * passes. The English pattern finds the concept; the terms are matched without regard to case. Where a language
 * declines the term (ru, it) or also writes its abbreviation (TAT), `forms` is the pattern every accepted form matches.
 */
export interface Term {
  concept: string;
  english: RegExp;
  terms: Partial<Record<LanguageId, string>>;
  forms?: Partial<Record<LanguageId, RegExp>>;
}

export const TERMINOLOGY: readonly Term[] = [
  {
    concept: 'coreLab',
    english: /\bcore lab(oratory|oratories|s)?\b/i,
    terms: {
      en: 'core lab',
      ja: 'コアラボ',
      th: 'ห้องปฏิบัติการหลัก',
      ko: '코어랩',
      zhtw: '核心實驗室',
      zhcn: '核心实验室',
      vi: 'phòng xét nghiệm trung tâm',
      de: 'Zentrallabor',
      it: 'laboratorio centrale',
      id: 'laboratorium inti',
      ru: 'централизованная лаборатория',
    },
    forms: { it: /laborator(io|i) central[ei]/i, ru: /централизованн\p{L}* лаборатори/iu },
  },
  {
    concept: 'benchmarking',
    english: /\bbenchmark(ing|s)?\b/i,
    terms: {
      en: 'benchmarking',
      ja: 'ベンチマーキング',
      th: 'เปรียบเทียบสมรรถนะ',
      ko: '벤치마킹',
      zhtw: '基準比較',
      zhcn: '基准对比',
      vi: 'đối chuẩn',
      de: 'Benchmark',
      it: 'benchmark',
      id: 'benchmark',
      ru: 'бенчмаркинг',
    },
    // The result ("benchmark") and the activity ("benchmarking") are one word in two forms, as in English.
    forms: { ja: /ベンチマーク|ベンチマーキング/, ko: /벤치마킹|벤치마크/ },
  },
  {
    concept: 'peerGroup',
    english: /\bpeer (group|median)s?\b/i,
    terms: {
      en: 'peer group',
      ja: '比較グループ',
      th: 'กลุ่มเปรียบเทียบ',
      ko: '비교 그룹',
      zhtw: '比較組',
      zhcn: '对比组',
      vi: 'nhóm so sánh',
      de: 'Vergleichsgruppe',
      it: 'gruppo di confronto',
      id: 'kelompok pembanding',
      ru: 'группа сравнения',
    },
    forms: { it: /grupp[oi] di confronto/i, ru: /групп\p{L}* сравнения/iu },
  },
  {
    concept: 'turnaroundTime',
    english: /\bturnaround times?\b|\bTAT\b/,
    terms: {
      en: 'turnaround time (TAT)',
      ja: 'TAT（検査所要時間）',
      th: 'ระยะเวลารอผล (TAT)',
      ko: '검사 소요 시간(TAT)',
      zhtw: '周轉時間（TAT）',
      zhcn: '周转时间（TAT）',
      vi: 'thời gian trả kết quả (TAT)',
      de: 'Durchlaufzeit',
      it: 'tempo di refertazione (TAT)',
      id: 'waktu penyelesaian (TAT)',
      ru: 'время выполнения',
    },
    forms: {
      ja: /TAT|検査所要時間/,
      th: /TAT|ระยะเวลารอผล/,
      ko: /TAT|검사 소요 시간/,
      zhtw: /TAT|周轉時間/,
      zhcn: /TAT|周转时间/,
      vi: /TAT|thời gian trả kết quả/i,
      it: /TAT|temp[oi] di refertazione/i,
      id: /TAT|waktu penyelesaian/i,
      ru: /врем\p{L}* выполнения/iu,
    },
  },
  {
    concept: 'bandExcellent',
    english: /\bexcellent\b/i,
    terms: {
      en: 'Excellent',
      ja: '優秀',
      th: 'ดีเยี่ยม',
      ko: '우수',
      zhtw: '優秀',
      zhcn: '优秀',
      vi: 'Xuất sắc',
      de: 'Ausgezeichnet',
      it: 'Eccellente',
      id: 'Sangat baik',
      ru: 'Отлично',
    },
  },
  {
    // Capitalised: the band, not "for good".
    concept: 'bandGood',
    english: /\bGood\b/,
    terms: {
      en: 'Good',
      ja: '良好',
      th: 'ดี',
      ko: '양호',
      zhtw: '良好',
      zhcn: '良好',
      vi: 'Tốt',
      de: 'Gut',
      it: 'Buono',
      id: 'Baik',
      ru: 'Хорошо',
    },
  },
  {
    concept: 'bandGrowthOpportunity',
    english: /\bgrowth opportunit(y|ies)\b/i,
    terms: {
      en: 'Growth opportunity',
      ja: '改善の余地あり',
      th: 'โอกาสในการพัฒนา',
      ko: '개선 기회',
      zhtw: '有改善空間',
      zhcn: '有提升空间',
      vi: 'Cơ hội cải thiện',
      de: 'Verbesserungspotenzial',
      it: 'Margine di miglioramento',
      id: 'Peluang perbaikan',
      ru: 'Есть потенциал роста',
    },
  },
  {
    concept: 'kpi',
    english: /\bKPIs?\b/,
    terms: {
      en: 'KPI',
      ja: 'KPI',
      th: 'ตัวชี้วัด',
      ko: 'KPI',
      zhtw: '指標',
      zhcn: '指标',
      vi: 'chỉ số',
      de: 'Kennzahl',
      it: 'KPI',
      id: 'KPI',
      ru: 'показатель',
    },
    forms: { ru: /показател/i },
  },
  {
    concept: 'survey',
    english: /\bsurveys?\b/i,
    terms: {
      en: 'survey',
      ja: '調査',
      th: 'แบบสำรวจ',
      ko: '설문',
      zhtw: '問卷',
      zhcn: '问卷',
      vi: 'khảo sát',
      de: 'Umfrage',
      it: 'questionario',
      id: 'survei',
      ru: 'опрос',
    },
    forms: { it: /questionar[io]/i },
  },
  {
    // "The order is turned round" is no survey round.
    concept: 'surveyRound',
    english: /(?<!turned )\brounds?\b/i,
    terms: {
      en: 'round',
      ja: '回',
      th: 'รอบ',
      ko: '회차',
      zhtw: '輪',
      zhcn: '轮',
      vi: 'đợt',
      de: 'Runde',
      it: 'edizione',
      id: 'putaran',
      ru: 'раунд',
    },
    forms: { it: /edizion[ei]/i },
  },
  {
    // Staff's validation of a survey response; the auto-validation of lab results is another concept.
    concept: 'validation',
    english: /(?<!auto-)\bvalidat(e|ed|es|ing|ion)\b/i,
    terms: {
      en: 'validation',
      ja: '検証',
      th: 'ตรวจสอบ',
      ko: '검증',
      zhtw: '審核',
      zhcn: '审核',
      vi: 'thẩm định',
      de: 'Validierung',
      it: 'convalida',
      id: 'validasi',
      ru: 'проверка',
    },
    forms: { de: /validier/i, it: /convalid/i, ru: /провер/i },
  },
];

/** Names that stay as they are in every language: the product's. */
const PROPER_NAMES = /Lab Benchmarking/g;
/** Placeholders: `{{round}}` names a value, not the concept. */
const PLACEHOLDERS = /\{\{[^}]*\}\}|\{[^{}\s]+\}/g;

/** The agreed term of a concept the English text names that the translation lacks, one per such concept. */
export function missingTerms(
  lang: LanguageId,
  english: string,
  translation: string,
): { concept: string; term: string }[] {
  const source = english.replace(PROPER_NAMES, '').replace(PLACEHOLDERS, '');
  const text = translation.replace(PLACEHOLDERS, '');
  return TERMINOLOGY.flatMap(({ concept, english: pattern, terms, forms }) => {
    const term = terms[lang];
    if (!term || !pattern.test(source)) return [];
    const form = forms?.[lang];
    const used = form ? form.test(text) : text.toLocaleLowerCase().includes(term.toLocaleLowerCase());
    return used ? [] : [{ concept, term }];
  });
}
