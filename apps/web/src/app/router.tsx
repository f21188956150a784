import { createBrowserRouter } from 'react-router';
import type { MiddlewareFunction, RouteObject } from 'react-router';
import { portalConfig } from '../config/portal-config.ts';
import { authStore } from '../lib/session/auth-store.ts';
import { authGuard } from './guards/auth-guard.ts';
import { contentReaderGuard } from './guards/content-reader-guard.ts';
import { dashboardLabGuard } from './guards/dashboard-lab-guard.ts';
import { forceLoginGuard } from './guards/force-login.ts';
import { forceProfileUpdateGuard } from './guards/force-profile-update-guard.ts';
import { guardMiddleware, loginRouteMiddleware, redirectFrom } from './guards/guard-middleware.ts';
import { internalOnlyGuard } from './guards/internal-only-guard.ts';
import { labCodeGuard } from './guards/lab-code-guard.ts';
import { passwordGuard } from './guards/password-guard.ts';
import { staffAreaGuard } from './guards/staff-area-guard.ts';
import { translatorGuard } from './guards/translator-guard.ts';
import { addressMiddleware } from './address-middleware.ts';
import { RootFallback, RootLayout } from './routes/root.tsx';
import { RouteError } from './routes/route-error.tsx';
import { SEARCH_LABS_PATH, isSearchLabsViewAllowed } from './search-labs-view.ts';
import { CONTENT_PARENTS, discoverContentRoutes } from './content-route-discovery.ts';
import { SURVEY_TYPES } from '@labbench/contract/constants';

/** A screen of a later issue: its translated title only (heading and tab), from one lazily loaded component. */
function placeholder(titleKey: string): RouteObject['lazy'] {
  return async () => {
    const { PlaceholderPage } = await import('../components/placeholder-page.tsx');
    return { Component: () => <PlaceholderPage titleKey={titleKey} />, handle: { titleKey } };
  };
}

const searchLabsGuard: MiddlewareFunction = ({ request }) => {
  if (!isSearchLabsViewAllowed()) throw redirectFrom(request, '/home');
};

/** Any address starting with /report is a report page (the layout hides header and footer); others go home. */
const reportOrHome: MiddlewareFunction = ({ request }) => {
  if (!new URL(request.url).pathname.startsWith('/report')) throw redirectFrom(request, '/home');
};

const { companySlug } = portalConfig;

/** The dashboard's addresses (§2), the China redirect targets of §4 among them; one lazily loaded route module. */
const DASHBOARD_PATHS = [
  'dashboard',
  'dashboard/quality',
  'dashboard/speed',
  'dashboard/cost',
  'newdashboard',
  'survey/dashboard',
  ...SURVEY_TYPES.map((s) => `dashboard/${s.nameCode}`),
];

/** A report page without a grant is a signed-in user's own report. */
const reportGuard = guardMiddleware((context) =>
  new URLSearchParams(context.search).has('grant') ? null : authGuard('lab')(context),
);

/**
 * The route table of §2; guards as listed in docs/decisions.md. Addresses that only lead elsewhere (the
 * empty path, /content-viewing-registration, register/{labId}) are settled by the address middleware.
 */
export const appRoutes: RouteObject[] = [
  {
    // The survey form fills a frame of the survey page or a tab of its own: no header, no footer (D35).
    path: '/survey-form/:token',
    HydrateFallback: RootFallback,
    ErrorBoundary: RouteError,
    lazy: () => import('./routes/survey-form-scope.tsx'),
    children: [{ index: true, lazy: () => import('../features/survey/routes/survey-form.tsx') }],
  },
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: RootFallback,
    ErrorBoundary: RouteError,
    middleware: [addressMiddleware],
    children: [
      {
        // Inside the layout, so a failing screen keeps header and footer.
        ErrorBoundary: RouteError,
        children: [
          { path: 'home', middleware: [guardMiddleware(forceLoginGuard)], lazy: () => import('./routes/home.tsx') },
          {
            id: CONTENT_PARENTS.public,
            lazy: () => import('./routes/query-scope-route.tsx'),
            children: [
              { path: 'home/:token', lazy: () => import('../features/registration/routes/verify-email.tsx') },
              { path: 'login', middleware: [loginRouteMiddleware], lazy: () => import('./routes/login.tsx') },
              { path: 'registration', lazy: () => import('../features/registration/routes/registration.tsx') },
              { path: 'registration/thankYou', lazy: () => import('../features/profile/routes/profile-thank-you.tsx') },
              { path: 'forgot-password', lazy: () => import('../features/password/routes/forgot-password.tsx') },
              {
                path: 'forgot-password-success',
                lazy: () => import('../features/password/routes/forgot-password-success.tsx'),
              },
              { path: 'successfull-reset', lazy: () => import('../features/password/routes/successful-reset.tsx') },
              {
                path: 'confirm-password/:token',
                lazy: () => import('./routes/confirm-password.tsx'),
              },
              {
                path: 'change-password',
                middleware: [guardMiddleware(passwordGuard)],
                lazy: () => import('../features/password/routes/change-password.tsx'),
              },
              // The China lab entry sets its own user for the lab (§4 "Lab survey page"); no id: the default lab (D41).
              {
                path: 'insightschina/:survey_category/:id?',
                lazy: () => import('../features/survey/routes/insights-china-entry.tsx'),
              },
              {
                path: SEARCH_LABS_PATH,
                middleware: [searchLabsGuard],
                lazy: () => import('../features/admin/routes/search-labs.tsx'),
              },
              {
                middleware: [guardMiddleware(authGuard())],
                children: [
                  { path: 'complete-profile', lazy: () => import('../features/profile/routes/complete-profile.tsx') },
                  { path: 'view-profile', lazy: () => import('../features/profile/routes/view-profile.tsx') },
                  {
                    path: 'full-site-access-registration',
                    lazy: () => import('../features/registration/routes/full-site-access.tsx'),
                  },
                ],
              },
              {
                id: CONTENT_PARENTS.staff,
                middleware: [guardMiddleware(authGuard(), internalOnlyGuard)],
                children: [
                  { path: `${companySlug}-admin`, lazy: () => import('../features/staff/routes/staff-home.tsx') },
                  { path: `${companySlug}-admin/audit`, lazy: () => import('../features/staff/routes/audit-log.tsx') },
                  { path: `${companySlug}-admin/labs`, lazy: () => import('../features/admin/routes/lab-list.tsx') },
                  {
                    path: `${companySlug}-admin/labs/new`,
                    lazy: () => import('../features/admin/routes/lab-edit.tsx'),
                  },
                  {
                    path: `${companySlug}-admin/labs/:labId`,
                    lazy: () => import('../features/admin/routes/lab-edit.tsx'),
                  },
                  { path: `${companySlug}-admin/users`, lazy: () => import('../features/admin/routes/user-list.tsx') },
                  {
                    path: `${companySlug}-admin/users/new`,
                    lazy: () => import('../features/admin/routes/user-edit.tsx'),
                  },
                  {
                    path: `${companySlug}-admin/users/:userId`,
                    lazy: () => import('../features/admin/routes/user-edit.tsx'),
                  },
                  {
                    path: `${companySlug}-admin/import`,
                    lazy: () => import('../features/transfer/routes/import-answers.tsx'),
                  },
                  {
                    path: `${companySlug}-admin/export`,
                    lazy: () => import('../features/transfer/routes/export-data.tsx'),
                  },
                  {
                    path: `${companySlug}-validate`,
                    lazy: () => import('../features/review/routes/validation-list.tsx'),
                  },
                  {
                    path: `${companySlug}-validate/:responseId`,
                    lazy: () => import('../features/review/routes/validation-detail.tsx'),
                  },
                ],
              },
              {
                // The translation tool (issue 15): users with permission LT, whatever their user type.
                path: 'translation',
                middleware: [guardMiddleware(authGuard(), translatorGuard)],
                lazy: () => import('../features/translation/routes/translation-layout.tsx'),
                children: [
                  // /translation shows the tool's first page.
                  { index: true, lazy: () => import('../features/translation/routes/glossary.tsx') },
                  { path: 'glossary', lazy: () => import('../features/translation/routes/glossary.tsx') },
                  { path: 'terminology', lazy: () => import('../features/translation/routes/terminology.tsx') },
                  { path: 'coverage', lazy: () => import('../features/translation/routes/coverage.tsx') },
                  { path: 'emails', lazy: () => import('../features/translation/routes/emails.tsx') },
                ],
              },
              {
                middleware: [
                  guardMiddleware(
                    authGuard('lab'),
                    staffAreaGuard(`/${companySlug}-admin`),
                    contentReaderGuard,
                    labCodeGuard,
                    forceProfileUpdateGuard,
                  ),
                ],
                children: [
                  { path: 'survey', lazy: () => import('../features/survey/routes/survey-area.tsx') },
                  {
                    path: 'survey/:category_name_code',
                    lazy: () => import('./routes/survey-category.tsx'),
                  },
                  {
                    path: 'survey/:category_name_code/answers',
                    lazy: () => import('../features/survey/routes/survey-answers.tsx'),
                  },
                  {
                    path: 'labcode/:survey_category/:id?',
                    lazy: () => import('../features/survey/routes/lab-code-entry.tsx'),
                  },
                  { path: 'dashboard/pdf-report', lazy: () => import('../features/report/routes/pdf-report.tsx') },
                ],
              },
              {
                // Staff may enter too: they pick a lab there and view it under the view-as-lab banner (§2).
                middleware: [
                  guardMiddleware(authGuard('lab'), contentReaderGuard, dashboardLabGuard, forceProfileUpdateGuard),
                ],
                children: DASHBOARD_PATHS.map((path) => ({ path, lazy: () => import('./routes/dashboard.tsx') })),
              },
              {
                // The report page: the PDF printer comes with a grant; without one it is a signed-in user's page.
                path: 'report/:categoryNameCode',
                middleware: [reportGuard],
                lazy: () => import('./routes/report.tsx'),
              },
              { path: '*', middleware: [reportOrHome], lazy: placeholder('pages.report.title') },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(appRoutes, { patchRoutesOnNavigation: discoverContentRoutes });
  // Losing the session (sign-out, a 401, a forced logout) re-runs the guards of the page on screen.
  let signedIn = authStore.get().session !== null;
  authStore.subscribe(() => {
    const now = authStore.get().session !== null;
    if (signedIn && !now) void router.revalidate();
    signedIn = now;
  });
  return router;
}
