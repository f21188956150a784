import { Burger, Drawer } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isChinaSite } from '../../../config/portal-config.ts';
import { useSession } from '../../../lib/session/auth-store.ts';
import { LanguagePanel } from '../language-panel/language-panel.tsx';
import { isTranslateToggleAllowed } from '../layout-rules.ts';
import { Logo } from '../logo.tsx';
import { LanguageSelectorButton } from './language-selector-button.tsx';
import { MainMenu } from './main-menu.tsx';
import { ProfileMenu } from './profile-menu.tsx';
import { TranslateToggle } from './translate-toggle.tsx';
import classes from './header.module.css';

export function Header() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const user = useSession()?.user ?? null;
  const [drawerOpened, drawer] = useDisclosure(false);
  const [panelOpened, panel] = useDisclosure(false);
  const canTranslate = !isChinaSite && !!user?.userPermission.includes('LT') && isTranslateToggleAllowed(pathname);

  return (
    <header className={classes.header}>
      <div className={classes.inner}>
        <Logo tone="light" />
        <div className={classes.desktopMenu}>
          <MainMenu layout="row" />
        </div>
        <div className={classes.actions}>
          {canTranslate && <TranslateToggle className={classes.desktopOnly} />}
          <LanguageSelectorButton onClick={panel.open} />
          {user && user.userType !== 'internal' && <ProfileMenu user={user} />}
          <Burger
            className={classes.burger}
            opened={drawerOpened}
            onClick={drawer.toggle}
            size="sm"
            aria-label={t('header.openMenu')}
            aria-expanded={drawerOpened}
          />
        </div>
      </div>

      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        position="right"
        size="xs"
        title={t('header.menu')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <MainMenu layout="column" onChoose={drawer.close} />
        {canTranslate && <TranslateToggle className={classes.drawerToggle} />}
      </Drawer>
      <LanguagePanel opened={panelOpened} onClose={panel.close} />
    </header>
  );
}
