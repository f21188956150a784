import { Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MainMenu } from './main-menu.tsx';
import { TranslateToggle } from './translate-toggle.tsx';
import { TranslationMenu } from './translation-menu.tsx';
import classes from './header.module.css';

/** The main menu as a side drawer, opened by the burger button on narrow screens. */
export function MenuDrawer({
  opened,
  onClose,
  canTranslate,
}: {
  opened: boolean;
  onClose: () => void;
  canTranslate: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="xs"
      title={t('header.menu')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <MainMenu layout="column" onChoose={onClose} />
      {canTranslate && <TranslationMenu layout="column" onChoose={onClose} />}
      {canTranslate && <TranslateToggle className={classes.drawerToggle} />}
    </Drawer>
  );
}
