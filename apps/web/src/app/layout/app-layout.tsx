import './mantine-styles.ts';
import './layout.css';
import { Suspense, lazy } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isChinaSite } from '../../config/portal-config.ts';
import { useSession } from '../../lib/session/auth-store.ts';
import { useToastHostNeeded } from '../../lib/toast-host.ts';
import { useLatch } from '../../lib/use-latch.ts';
import { isProfileIncomplete } from '../../features/profile/profile-banner.ts';
import { usePendingExternalUrl } from '../../lib/external-link-store.ts';
import { CookieNotice } from './footer/cookie-notice.tsx';
import { Footer } from './footer/footer.tsx';
import { FullScreenSpinner } from './full-screen-spinner.tsx';
import { Header } from './header/header.tsx';
import { isFooterVisible, isReportPath, isTranslateToggleAllowed } from './layout-rules.ts';
import { ScrollArrow } from './scroll-arrow/scroll-arrow.tsx';
import { useNavigationEffects } from './use-navigation-effects.ts';
import classes from './app-layout.module.css';

const MAIN_ID = 'main-content';

// Overlays of signed-in users only (with their API calls): loaded after sign-in, not with a visitor's first screen.
const QueryScope = lazy(async () => ({ default: (await import('../query-scope.tsx')).QueryScope }));
const ProfileIncompleteBanner = lazy(async () => ({
  default: (await import('../../features/profile/components/profile-incomplete-banner.tsx')).ProfileIncompleteBanner,
}));
const ConsentQuestion = lazy(async () => ({
  default: (await import('../../features/consent/components/consent-question.tsx')).ConsentQuestion,
}));
const IdleGuard = lazy(async () => ({ default: (await import('./idle/idle-guard.tsx')).IdleGuard }));
// Translators only (permission LT, not on the China site): the editor and translate mode's pens, with their own
// query scope. A default export: the first screen of everybody else carries as little of it as can be.
const TranslationTool = lazy(() => import('../../features/translation/components/translation-tool.tsx'));

// Overlays the first screen does not show: loaded when first needed.
const ExternalUrlWarning = lazy(async () => ({
  default: (await import('./external-link/external-url-warning.tsx')).ExternalUrlWarning,
}));
const Notifications = lazy(async () => ({ default: (await import('@mantine/notifications')).Notifications }));

/** The frame of every page: header, the routed page, footer and the page-wide overlays. */
export function AppLayout() {
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const session = useSession();
  const userType = session?.user.userType ?? null;
  useNavigationEffects();
  const externalWarningUsed = useLatch(usePendingExternalUrl() !== null);
  const toastsUsed = useToastHostNeeded();
  // Stays mounted once shown: after the profile modal's Updated the banner goes, its thank-you dialog follows.
  const profileBannerUsed = useLatch(isProfileIncomplete(session));

  const report = isReportPath(pathname);
  const showFooter = isFooterVisible({ pathname, href: `${pathname}${search}${hash}`, isChinaSite, userType });

  return (
    <div className={report ? classes.reportShell : classes.shell}>
      <a
        href={`#${MAIN_ID}`}
        className={classes.skipLink}
        onClick={(event) => {
          // Focus the page without a hash navigation, which would scroll and change the address.
          event.preventDefault();
          document.getElementById(MAIN_ID)?.focus();
        }}
      >
        {t('layout.skipToContent')}
      </a>
      {!report && <Header />}
      <main id={MAIN_ID} tabIndex={-1} className={classes.main}>
        {!report && profileBannerUsed && (
          <Suspense fallback={null}>
            <QueryScope>
              <ProfileIncompleteBanner />
            </QueryScope>
          </Suspense>
        )}
        <Outlet />
      </main>
      {showFooter && <Footer />}
      {!report && <CookieNotice />}
      {externalWarningUsed && (
        <Suspense fallback={null}>
          <ExternalUrlWarning />
        </Suspense>
      )}
      {userType && (
        <Suspense fallback={null}>
          <QueryScope>
            <ConsentQuestion />
          </QueryScope>
        </Suspense>
      )}
      {userType && (
        <Suspense fallback={null}>
          <IdleGuard />
        </Suspense>
      )}
      {!isChinaSite && session?.user.userPermission.includes('LT') && (
        <Suspense fallback={null}>
          <TranslationTool inPlace={!report && isTranslateToggleAllowed(pathname)} />
        </Suspense>
      )}
      {!report && <ScrollArrow />}
      <FullScreenSpinner />
      {toastsUsed && (
        <Suspense fallback={null}>
          <Notifications position="bottom-center" zIndex={1200} />
        </Suspense>
      )}
    </div>
  );
}
