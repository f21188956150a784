import { Menu, UnstyledButton } from '@mantine/core';
import { Link, NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { STAFF_DESTINATIONS } from '../../../features/staff/staff-destinations.ts';
import classes from './header.module.css';

/** The staff area's entries (D64): a dropdown in the header row, a labelled list in the phone drawer. */
export function StaffMenu({ layout, onChoose }: { layout: 'row' | 'column'; onChoose?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const inStaffArea = STAFF_DESTINATIONS.some((d) => pathname === d.to || pathname.startsWith(`${d.to}/`));

  if (layout === 'column') {
    return (
      <div role="group" aria-labelledby="staff-menu-heading" className={classes.staffGroup}>
        <p id="staff-menu-heading" className={classes.staffHeading}>
          {t('header.staffAdmin')}
        </p>
        <ul className={classes.menuList}>
          {STAFF_DESTINATIONS.map((d) => (
            <li key={d.id}>
              <NavLink
                to={d.to}
                end
                className={({ isActive }) => `${classes.menuLink} ${isActive ? classes.active : ''}`}
                onClick={onChoose}
              >
                {t(`header.staffMenu.${d.id}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <Menu position="bottom-start" shadow="md" width={240}>
      <Menu.Target>
        <UnstyledButton className={`${classes.menuLink} ${inStaffArea ? classes.active : ''}`}>
          {t('header.staffAdmin')}
          <span aria-hidden="true" className={classes.chevron}>
            ▾
          </span>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {STAFF_DESTINATIONS.map((d) => (
          <Menu.Item key={d.id} component={Link} to={d.to}>
            {t(`header.staffMenu.${d.id}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
