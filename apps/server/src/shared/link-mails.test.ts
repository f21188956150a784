import type { LanguageId } from '@labbench/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translations } from '../db/schema/index.ts';
import { solveCaptcha } from '../test/captcha.ts';
import { localeMailTexts, mailsTo } from '../test/mail.ts';
import { createTestApp, dataOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { TEXTS_CHECK_MS } from './texts-cache.ts';
import { bumpTextsVersion } from './texts-version.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const forgot = async (email: string) => t.call('sendforgotPassword', { email, captcha: await solveCaptcha(t.app) });
const textOf = (lang: LanguageId, key: string) =>
  and(eq(translations.langId, lang), eq(translations.translateKey, key));

describe('mails written from the texts cache', () => {
  it('sends the next mail with a text saved in the translation tool, once every process can see it', async () => {
    await t.db.transaction(async (tx) => {
      await tx
        .update(translations)
        .set({ value: 'Your code to choose a new password' })
        .where(textOf('en', 'mail.reset.subject'));
      await bumpTextsVersion(tx);
    });
    await new Promise((resolve) => setTimeout(resolve, TEXTS_CHECK_MS + 50));
    const user = await t.createUser({ language: 'en' });
    expect(dataOf(await forgot(user.email))).toEqual({ status: 'Sent' });
    const [mail] = await mailsTo(t.db, user.email);
    expect(mail?.subject).toBe('Your code to choose a new password');
    expect(mail?.text).toContain(localeMailTexts('en').reset.intro);
  });

  it("takes a text the user's language lacks from English", async () => {
    await t.db.transaction(async (tx) => {
      await tx.delete(translations).where(textOf('th', 'mail.reset.intro'));
      await bumpTextsVersion(tx);
    });
    await new Promise((resolve) => setTimeout(resolve, TEXTS_CHECK_MS + 50));
    const user = await t.createUser({ language: 'th' });
    await forgot(user.email);
    const [mail] = await mailsTo(t.db, user.email);
    expect(mail?.subject).toBe(localeMailTexts('th').reset.subject);
    expect(mail?.text).toContain(localeMailTexts('en').reset.intro);
    expect(mail?.text).toContain('15 นาที');
  });
});
