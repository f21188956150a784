import { Suspense, lazy } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SURVEY_TYPES } from '@labbench/contract/constants';
import { useSession } from '../../../lib/session/auth-store.ts';
import { SingleLogoutFrames } from '../../../features/sso/components/single-logout-frames.tsx';
import { isChinaSite, portalConfig } from '../../../config/portal-config.ts';
import { currentCountry } from '../../../lib/locale-store.ts';
import { contentUrl } from '../content-url.ts';
import { ExternalLink } from '../../../components/external-link.tsx';
import { Logo } from '../logo.tsx';
import { cookieConsent } from './cookie-consent.ts';
import { copyrightKey } from './copyright.ts';
import classes from './footer.module.css';

const YEAR = new Date().getFullYear();
const hasContentSite = portalConfig.contentSiteUrl !== null;
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

/** A page of the content site; not shown while no content site is configured. */
function ContentLink({ path, label }: { path: string; label: string }) {
  const href = contentUrl(path);
  if (!href) return null;
  return (
    <li>
      <ExternalLink href={href} className={classes.link}>
        {label}
      </ExternalLink>
    </li>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const signedIn = useSession() !== null;

  return (
    <footer className={classes.footer}>
      <div className={classes.inner}>
        <div className={classes.brand}>
          <Logo tone="dark" />
          <p className={classes.headerText}>{t(isChinaSite ? 'footer.headerTextChina' : 'footer.headerText')}</p>
          <p className={classes.disclaimer}>{t('footer.disclaimer')}</p>
        </div>

        {(hasContentSite || signedIn) && (
          <LinkColumn id="footer-explore" title={t('footer.explore')}>
            <ContentLink path="thought-leadership" label={t('footer.thoughtLeadership')} />
            <ContentLink path="topics" label={t('footer.topics')} />
            <ContentLink path="community" label={t('footer.community')} />
            {signedIn ? (
              <li>
                <Link to="/survey" className={classes.link}>
                  {t('footer.benchmarking')}
                </Link>
              </li>
            ) : (
              <ContentLink path="benchmarking" label={t('footer.benchmarking')} />
            )}
          </LinkColumn>
        )}

        <LinkColumn id="footer-surveys" title={t('footer.surveys')}>
          {SURVEY_TYPES.map((survey) => (
            <li key={survey.code}>
              <Link to={survey.navigationUrl} className={classes.link}>
                {t(`footer.surveyTypes.${survey.code}`)}
              </Link>
            </li>
          ))}
        </LinkColumn>

        {hasContentSite && (
          <LinkColumn id="footer-company" title={t('footer.company')}>
            <ContentLink path="about-us" label={t('footer.aboutUs')} />
            <ContentLink path="contact-us" label={t('footer.contactUs')} />
          </LinkColumn>
        )}
      </div>

      <div className={classes.bottom}>
        <nav aria-label={t('footer.legal')}>
          <ul className={classes.legalLinks}>
            <ContentLink path="privacy-policy" label={t('footer.privacyPolicy')} />
            <ContentLink path="legal-statement" label={t('footer.legalStatement')} />
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
      </div>
      <SingleLogoutFrames />
    </footer>
  );
}
