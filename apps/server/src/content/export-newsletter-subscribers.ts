import { escapeCell } from '@labbench/contract';
import { asc } from 'drizzle-orm';
import Papa from 'papaparse';
import type { Handler } from '../api/handler.ts';
import { signedIn } from '../api/handler.ts';
import { recordAudit } from '../commands/audit.ts';
import { newsletterSubscribers } from '../db/schema/index.ts';
import { subscribedWhere, subscriberColumns } from './newsletter-list.ts';

/** Excel opens a UTF-8 CSV as UTF-8 (Thai, CJK) only when it starts with a byte-order mark. */
const BOM = '\uFEFF';

const HEADER = [
  'E-mail',
  'First name',
  'Last name',
  'Company',
  'Country',
  'Job title',
  'Language',
  'Marketing consent',
  'Consent version',
  'Legal consent text',
  'Marketing consent text',
  'Signed up at',
  'Signed up from',
  'Confirmed at',
  'Confirmed from',
];

/**
 * exportNewsletterSubscribers (staff): the confirmed list as CSV with the consent proof (texts, version, times and
 * addresses), UTF-8 with a byte-order mark so Excel shows Thai and Japanese, every cell through the contract's
 * `escapeCell` so no text runs as a formula (papaparse's own `escapeFormulae` skips values with line breaks). The export is in the audit trail (`newsletter.exported`), since it hands out personal data.
 */
export const exportNewsletterSubscribers: Handler<'exportNewsletterSubscribers'> = async (_payload, ctx) => {
  const s = newsletterSubscribers;
  const rows = await ctx.db
    .select({
      ...subscriberColumns,
      legalConsentText: s.legalConsentText,
      marketingConsentText: s.marketingConsentText,
      signedUpAddress: s.signedUpAddress,
      confirmedAddress: s.confirmedAddress,
    })
    .from(s)
    .where(subscribedWhere())
    .orderBy(asc(s.confirmedAt), asc(s.email));
  const cells = rows.map((r) => [
    r.email,
    r.firstName,
    r.lastName,
    r.company,
    r.country,
    r.jobTitle,
    r.language,
    r.marketingConsent ? 'yes' : 'no',
    r.consentVersion,
    r.legalConsentText,
    r.marketingConsentText,
    r.signedUpAt.toISOString(),
    r.signedUpAddress,
    r.confirmedAt?.toISOString() ?? '',
    r.confirmedAddress,
  ]);
  await recordAudit(ctx.db, signedIn(ctx), {
    action: 'newsletter.exported',
    target: { type: 'export', label: 'newsletter subscribers' },
    after: { subscribers: rows.length },
  });
  const csv = Papa.unparse(
    [HEADER, ...cells].map((row) => row.map((cell) => escapeCell(cell))),
    { newline: '\r\n', escapeFormulae: false },
  );
  return { data: new TextEncoder().encode(`${BOM}${csv}\r\n`) };
};
