import { Menu, UnstyledButton } from '@mantine/core';
import { Link, NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TRANSLATION_PAGES } from '../../../config/translation-paths.ts';
import classes from './header.module.css';

/** The translation tool's pages for users with permission LT: a dropdown in the header row, a list in the drawer. */
export function TranslationMenu({
  layout,
  className,
  onChoose,
}: {
  layout: 'row' | 'column';
  className?: string;
  onChoose?: () => void;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const inTool = TRANSLATION_PAGES.some((p) => pathname === p.to);

  if (layout === 'column') {
    return (
      <div
        role="group"
        aria-labelledby="translation-menu-heading"
        className={`${classes.menuColumn} ${classes.staffGroup}`}
      >
        <p id="translation-menu-heading" className={classes.staffHeading}>
          {t('translation.pages.nav.label')}
        </p>
        <ul className={classes.menuList}>
          {TRANSLATION_PAGES.map((p) => (
            <li key={p.id}>
              <NavLink
                to={p.to}
                className={({ isActive }) => `${classes.menuLink} ${isActive ? classes.active : ''}`}
                onClick={onChoose}
              >
                {t(`translation.pages.nav.${p.id}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <Menu position="bottom-end" shadow="md" width={240}>
      <Menu.Target>
        <UnstyledButton className={`${classes.menuLink} ${inTool ? classes.active : ''} ${className ?? ''}`}>
          {t('translation.pages.nav.label')}
          <span aria-hidden="true" className={classes.chevron}>
            ▾
          </span>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {TRANSLATION_PAGES.map((p) => (
          <Menu.Item key={p.id} component={Link} to={p.to}>
            {t(`translation.pages.nav.${p.id}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
