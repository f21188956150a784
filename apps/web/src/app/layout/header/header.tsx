import { Suspense, lazy } from 'react';
import { useDisclosure } from '@mantine/hooks';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isChinaSite } from '../../../config/portal-config.ts';
import { useSession } from '../../../lib/session/auth-store.ts';
import { useLatch } from '../../../lib/use-latch.ts';
import { isTranslateToggleAllowed } from '../layout-rules.ts';
import { Logo } from '../logo.tsx';
import { LanguageSelectorButton } from './language-selector-button.tsx';
import { MainMenu } from './main-menu.tsx';
import classes from './header.module.css';

// Loaded when first opened (the profile menu and translate toggle: for signed-in users only), not with a visitor's
// first screen.
const MenuDrawer = lazy(async () => ({ default: (await import('./menu-drawer.tsx')).MenuDrawer }));
const LanguagePanel = lazy(async () => ({
  default: (await import('../language-panel/language-panel.tsx')).LanguagePanel,
}));
// Translators only (permission LT): the tool's menu and the translate switch.
const TranslatorControls = lazy(() => import('./translator-controls.tsx'));
const ProfileMenu = lazy(async () => ({ default: (await import('./profile-menu.tsx')).ProfileMenu }));
// Staff only: the view-as-lab banner (§2).
const ViewAsLabBanner = lazy(async () => ({ default: (await import('./view-as-lab-banner.tsx')).ViewAsLabBanner }));

export function Header() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const user = useSession()?.user ?? null;
  const [drawerOpened, drawer] = useDisclosure(false);
  const [panelOpened, panel] = useDisclosure(false);
  const drawerUsed = useLatch(drawerOpened);
  const panelUsed = useLatch(panelOpened);
  const canTranslate = !isChinaSite && !!user?.userPermission.includes('LT') && isTranslateToggleAllowed(pathname);

  return (
    <header className={classes.header}>
      <div className={classes.inner}>
        <Logo tone="light" />
        <div className={classes.desktopMenu}>
          <MainMenu layout="row" />
        </div>
        <div className={classes.actions}>
          <Suspense fallback={null}>{canTranslate && <TranslatorControls className={classes.desktopOnly} />}</Suspense>
          <LanguageSelectorButton onClick={panel.open} />
          {user && user.userType !== 'internal' && (
            <Suspense fallback={null}>
              <ProfileMenu user={user} />
            </Suspense>
          )}
          <button
            type="button"
            className={classes.burger}
            onClick={drawer.toggle}
            aria-label={t('header.openMenu')}
            aria-expanded={drawerOpened}
          >
            <span className={classes.burgerLines} aria-hidden="true" />
          </button>
        </div>
      </div>

      {user?.userType === 'internal' && (
        <Suspense fallback={null}>
          <ViewAsLabBanner />
        </Suspense>
      )}
      <Suspense fallback={null}>
        {drawerUsed && <MenuDrawer opened={drawerOpened} onClose={drawer.close} canTranslate={canTranslate} />}
        {panelUsed && <LanguagePanel opened={panelOpened} onClose={panel.close} />}
      </Suspense>
    </header>
  );
}
