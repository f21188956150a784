import { Suspense, lazy } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LanguageId } from '@labbench/contract';
import { portalConfig } from '../../config/portal-config.ts';
import { staffPaths } from '../../config/staff-paths.ts';
import { currentCountry } from '../../lib/locale-store.ts';
import { useSession } from '../../lib/session/auth-store.ts';
import { hcpNoticeNeeded } from './home/hcp-gate.ts';
import classes from './home.module.css';

// Loaded only when the page needs them (issue 17 item 5): the first screen's code stays as small as before.
const LabInsightVideo = lazy(() => import('./home/lab-insight-video.tsx'));
const HcpNotice = lazy(() => import('./home/hcp-notice.tsx'));

const HIGHLIGHTS = ['survey', 'dashboards', 'reports'] as const;

function CallToAction() {
  const { t } = useTranslation();
  const session = useSession();

  if (session) {
    const internal = session.user.userType === 'internal';
    return (
      <Link to={internal ? staffPaths.home : '/survey'} className={classes.primaryAction}>
        {t(internal ? 'pages.home.openStaffAdmin' : 'pages.home.goToSurveys')}
      </Link>
    );
  }
  // The header offers no login on the China site (§2 Header): its own login (§2 Login) is entered from here.
  return (
    <div className={classes.actions}>
      <Link to="/login" className={classes.primaryAction}>
        {t('pages.home.signIn')}
      </Link>
      <Link to="/registration" className={classes.outlineAction}>
        {t('pages.home.register')}
      </Link>
    </div>
  );
}

/** The first screen of most visits: plain elements and its own CSS, to keep its code small (issue 7 §2). */
export function Component() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const video = portalConfig.labInsightVideos[language as LanguageId];
  return (
    <>
      <section className={classes.hero}>
        <div className={classes.container}>
          <p className={classes.eyebrow}>{t('pages.home.eyebrow')}</p>
          <h1 className={classes.title}>{t('pages.home.title')}</h1>
          <p className={classes.intro}>{t('pages.home.intro')}</p>
          <CallToAction />
        </div>
      </section>
      <div className={`${classes.container} ${classes.highlights}`}>
        {HIGHLIGHTS.map((key) => (
          <div key={key} className={classes.highlight}>
            <h2>{t(`pages.home.highlights.${key}.title`)}</h2>
            <p>{t(`pages.home.highlights.${key}.text`)}</p>
          </div>
        ))}
      </div>
      {video && (
        <Suspense fallback={null}>
          <LabInsightVideo video={video} />
        </Suspense>
      )}
      {hcpNoticeNeeded(currentCountry(), language) && (
        <Suspense fallback={null}>
          <HcpNotice />
        </Suspense>
      )}
    </>
  );
}
