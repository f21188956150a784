import { fillText, labInFileName, safeFileName } from '@labbench/contract';
import type { LanguageId, SurveyCategory } from '@labbench/contract';
import type { Database } from '../db/client.ts';
import { benchmarkLab } from '../commands/benchmark-lab.ts';
import { textsCacheOf } from '../shared/texts-cache.ts';

/** A text of a translation tree by its dotted key; undefined when it is not a string there. */
function textAt(tree: unknown, key: string): string | undefined {
  let node = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' && node.trim() ? node : undefined;
}

/**
 * The report's file name (issue 18 §2 item 2): `report.fileName` in the report's language (English where it has none)
 * filled with the lab's name, the category's name and the round — the asked round, else the lab's latest validated
 * one, as the report shows — in characters every file system takes. The web names its saved file the same way.
 */
export async function reportFileName(
  db: Database,
  report: { labCode: string; category: SurveyCategory; round?: number | undefined; language: LanguageId },
): Promise<string> {
  const texts = textsCacheOf(db);
  const [own, english, lab] = await Promise.all([
    texts.language(report.language),
    texts.language('en'),
    // The lab's name, and its latest validated round when none is asked for (one indexed query).
    benchmarkLab(db, { labCode: report.labCode, category: report.category }),
  ]);
  const text = (key: string) => textAt(own.tree, key) ?? textAt(english.tree, key) ?? '';
  const round = report.round ?? (lab.state === 'ready' ? lab.round : '');
  const name = fillText(text('report.fileName'), {
    lab: labInFileName(lab.labName),
    category: text(`benchmark.category.${report.category}`),
    round,
  });
  return safeFileName(name, 'pdf');
}
