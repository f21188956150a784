/**
 * Translation key of a job title (§3 list): `jobTitles.<the English title in lower camel case>`
 * ("QA/QC Manager" → `jobTitles.qaQcManager`). The value sent and stored stays the English title.
 */
export function jobTitleKey(title: string): string {
  const words = title
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
  return `jobTitles.${words.map((w, i) => (i === 0 ? w : w[0]!.toUpperCase() + w.slice(1))).join('')}`;
}
