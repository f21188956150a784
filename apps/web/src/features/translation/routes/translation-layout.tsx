import { Container, Stack } from '@mantine/core';
import { NavLink, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TRANSLATION_PAGES } from '../../../config/translation-paths.ts';
import classes from './translation-pages.module.css';

/** The translation tool's pages share a row of links to one another, so each page leads to the others. */
export function Component() {
  const { t } = useTranslation();
  return (
    <Container size="xl" px="md" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <nav aria-label={t('translation.pages.nav.label')}>
          <p className={classes.toolName}>{t('translation.pages.nav.label')}</p>
          <ul className={classes.nav}>
            {TRANSLATION_PAGES.map((p) => (
              <li key={p.id}>
                <NavLink to={p.to} className={({ isActive }) => `${classes.navLink} ${isActive ? classes.active : ''}`}>
                  {t(`translation.pages.nav.${p.id}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Outlet />
      </Stack>
    </Container>
  );
}
