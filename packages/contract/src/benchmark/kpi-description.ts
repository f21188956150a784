/**
 * A KPI's direction sentence at the end of its description, in each of the 11 languages: the wording the descriptions
 * had until they dropped it, and the interface's own `benchmark.kpi.lowerBetter` / `higherBetter`.
 */
const DIRECTION_SENTENCES: readonly RegExp[] = [
  /(?:A )?(?:lower|higher)(?: value)? is better\.?$/i,
  /(?:ยิ่ง(?:ต่ำ|สูง)ยิ่งดี|ค่าที่(?:ต่ำ|สูง)กว่าดีกว่า)$/,
  /(?:値が)?(?:低い|高い)ほど良好です。?$/,
  /(?:값이 )?(?:낮을|높을)수록 좋습니다\.?$/,
  /(?:數值|数值)?越(?:低|高)越好。?$/,
  /(?:Càng (?:thấp|cao) càng tốt|Giá trị (?:thấp|cao) hơn là tốt hơn)\.?$/,
  /(?:(?:Niedriger|Höher) ist besser|Ein (?:niedrigerer|höherer) Wert ist besser)\.?$/,
  /(?:Più (?:basso|alto) è meglio|Un valore più (?:basso|alto) è migliore)\.?$/,
  /(?:Makin (?:rendah|tinggi) makin baik|Nilai yang lebih (?:rendah|tinggi) lebih baik)\.?$/,
  /(?:Чем (?:ниже|выше), тем лучше|Чем (?:меньше|больше) значение, тем лучше)\.?$/,
];

/**
 * A KPI description without a direction sentence at its end (issue 18 §2 item 4): the screens and the report add the
 * direction once themselves, and a database seeded before the descriptions dropped it still holds the old text (the
 * seed never overwrites a text, D67), as may a text edited in the translation tool.
 */
export function withoutDirectionSentence(description: string): string {
  const text = description.trim();
  for (const sentence of DIRECTION_SENTENCES) {
    const trimmed = text.replace(sentence, '').trimEnd();
    if (trimmed !== text && trimmed) return trimmed;
  }
  return text;
}
