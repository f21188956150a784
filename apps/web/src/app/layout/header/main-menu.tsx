import { Suspense, lazy } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isChinaSite } from '../../../config/portal-config.ts';
import { useSession } from '../../../lib/session/auth-store.ts';
import { useSignOut } from '../../../features/auth/api/sign-out.ts';
import { ContentNavLink } from '../content-link.tsx';
import { isExternalVisitorOnChina } from '../layout-rules.ts';
import classes from './header.module.css';

// Staff only: loaded after sign-in, not with a visitor's first screen.
const StaffMenu = lazy(async () => ({ default: (await import('./staff-menu.tsx')).StaffMenu }));

interface MainMenuProps {
  /** Row in the header, column in the mobile drawer. */
  layout: 'row' | 'column';
  /** Lets the drawer close once an entry is chosen. */
  onChoose?: () => void;
}

export function MainMenu({ layout, onChoose }: MainMenuProps) {
  const { t } = useTranslation();
  const session = useSession();
  const { signOut } = useSignOut();
  const internal = session?.user.userType === 'internal';
  const { pathname } = useLocation();
  // §6: external visitors on China get the portal they came for, not its public content.
  const publicContent = !isExternalVisitorOnChina({ pathname, isChinaSite, userType: session?.user.userType ?? null });
  const contentItem = (page: 'thoughtLeadership' | 'aboutUs', label: string) => (
    <li>
      <ContentNavLink page={page} className={classes.menuLink} activeClassName={classes.active} onClick={onChoose}>
        {label}
      </ContentNavLink>
    </li>
  );
  const linkClass = ({ isActive }: { isActive: boolean }) => `${classes.menuLink} ${isActive ? classes.active : ''}`;

  return (
    <nav aria-label={t('header.mainNavigation')} className={layout === 'row' ? classes.menuRow : classes.menuColumn}>
      <ul className={classes.menuList}>
        {publicContent && contentItem('thoughtLeadership', t('header.thoughtLeadership'))}
        <li>
          {internal ? (
            <Suspense fallback={null}>
              <StaffMenu layout={layout} onChoose={onChoose} />
            </Suspense>
          ) : (
            <NavLink to="/survey" className={linkClass} onClick={onChoose}>
              {t('header.benchmarking')}
            </NavLink>
          )}
        </li>
        {publicContent && contentItem('aboutUs', t('header.aboutUs'))}
        {!session && !isChinaSite && (
          <>
            <li>
              <NavLink to="/login" className={linkClass} onClick={onChoose}>
                {t('header.login')}
              </NavLink>
            </li>
            <li>
              <NavLink to="/registration" className={`${classes.menuLink} ${classes.signUp}`} onClick={onChoose}>
                {t('header.signUp')}
              </NavLink>
            </li>
          </>
        )}
        {internal && (
          <li>
            <button
              type="button"
              className={classes.menuLink}
              onClick={() => {
                onChoose?.();
                void signOut();
              }}
            >
              {t('header.signOut')}
            </button>
          </li>
        )}
      </ul>
    </nav>
  );
}
