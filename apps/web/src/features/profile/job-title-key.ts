import type { JobTitle } from '@labbench/contract/constants';

/** Translation key of a job title of the list: `profile.jobTitles.<camelCase of its words>`. */
export function jobTitleKey(title: JobTitle): string {
  const words = title.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const camel = words.map((w, i) => (i === 0 ? w.toLowerCase() : w[0]!.toUpperCase() + w.slice(1).toLowerCase()));
  return `profile.jobTitles.${camel.join('')}`;
}
