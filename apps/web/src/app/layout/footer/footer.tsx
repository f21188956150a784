import { Suspense, lazy } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SURVEY_TYPES, languageTag } from '@labbench/contract/constants';
import { useSession } from '../../../lib/session/auth-store.ts';
import { SingleLogoutFrames } from '../../../features/sso/components/single-logout-frames.tsx';
import { isChinaSite, portalConfig } from '../../../config/portal-config.ts';
import { currentCountry } from '../../../lib/locale-store.ts';
import { ContentNavLink } from '../content-link.tsx';
import type { ContentLinkKey } from '../content-url.ts';
import { hasImpressum } from '../content-url.ts';
import { Logo } from '../logo.tsx';
import { cookieConsent } from './cookie-consent.ts';
import { copyrightKey } from './copyright.ts';
import classes from './footer.module.css';

const YEAR = new Date().getFullYear();
const chinaSsoOffered = isChinaSite && portalConfig.signInProviders.includes('sso');
// Its dialog loads only where it is offered.
const ChinaSsoSignIn = lazy(async () => ({
  default: (await import('../../../features/sso/components/china-sso-sign-in.tsx')).ChinaSsoSignIn,
}));

function LinkColumn({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <nav className={classes.column} aria-labelledby={id}>
      <h2 id={id} className={classes.columnTitle}>
        {title}
      </h2>
      <ul className={classes.linkList}>{children}</ul>
    </nav>
  );
}

/** A content page: the portal's own, or the content site's where one is configured (content-url.ts). */
function ContentLink({ page, label }: { page: ContentLinkKey; label: string }) {
  return (
    <li>
      <ContentNavLink page={page} className={classes.link}>
        {label}
      </ContentNavLink>
    </li>
  );
}

/** §3 buildDate in the reader's language, e.g. "17 Mar 2023". */
function builtOn(date: string, language: string): string {
  const format = new Intl.DateTimeFormat(languageTag(language), { dateStyle: 'medium', timeZone: 'UTC' });
  return format.format(new Date(`${date}T00:00:00Z`));
}

export function Footer() {
  const { t, i18n } = useTranslation();
  const signedIn = useSession() !== null;

  return (
    <footer className={classes.footer}>
      <div className={classes.inner}>
        <div className={classes.brand}>
          <Logo tone="dark" />
          <p className={classes.headerText}>{t(isChinaSite ? 'footer.headerTextChina' : 'footer.headerText')}</p>
          <p className={classes.disclaimer}>{t('footer.disclaimer')}</p>
        </div>

        <LinkColumn id="footer-explore" title={t('footer.explore')}>
          <ContentLink page="thoughtLeadership" label={t('footer.thoughtLeadership')} />
          <ContentLink page="insights" label={t('footer.insights')} />
          <ContentLink page="topics" label={t('footer.topics')} />
          <ContentLink page="community" label={t('footer.community')} />
          {signedIn ? (
            <li>
              <Link to="/survey" className={classes.link}>
                {t('footer.benchmarking')}
              </Link>
            </li>
          ) : (
            <ContentLink page="benchmarking" label={t('footer.benchmarking')} />
          )}
          <ContentLink page="newsletter" label={t('footer.newsletter')} />
        </LinkColumn>

        <LinkColumn id="footer-surveys" title={t('footer.surveys')}>
          {SURVEY_TYPES.map((survey) => (
            <li key={survey.code}>
              <Link to={survey.navigationUrl} className={classes.link}>
                {t(`footer.surveyTypes.${survey.code}`)}
              </Link>
            </li>
          ))}
        </LinkColumn>

        <LinkColumn id="footer-company" title={t('footer.company')}>
          <ContentLink page="aboutUs" label={t('footer.aboutUs')} />
          <ContentLink page="contactUs" label={t('footer.contactUs')} />
        </LinkColumn>
      </div>

      <div className={classes.bottom}>
        <nav aria-label={t('footer.legal')}>
          <ul className={classes.legalLinks}>
            <ContentLink page="privacy" label={t('footer.privacyPolicy')} />
            <ContentLink page="termsOfUse" label={t('footer.legalStatement')} />
            {hasImpressum(currentCountry()) && <ContentLink page="impressum" label={t('footer.impressum')} />}
            <li>
              <button type="button" className={classes.link} onClick={cookieConsent.openPanel}>
                {t('footer.cookiePreferences')}
              </button>
            </li>
            {chinaSsoOffered && !signedIn && (
              <li>
                <Suspense fallback={null}>
                  <ChinaSsoSignIn className={classes.link} />
                </Suspense>
              </li>
            )}
          </ul>
        </nav>
        <p className={classes.copyright}>{t(copyrightKey(currentCountry()), { year: YEAR })}</p>
        {portalConfig.buildDate && (
          <p className={classes.copyright}>
            {t('footer.buildDate', { date: builtOn(portalConfig.buildDate, i18n.language) })}
          </p>
        )}
      </div>
      <SingleLogoutFrames />
    </footer>
  );
}
