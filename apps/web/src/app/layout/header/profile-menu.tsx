import { Avatar, Menu, UnstyledButton, useMantineTheme } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LoginUser } from '@labbench/contract';
import { useSignOut } from '../../../features/auth/api/sign-out.ts';
import { portalConfig } from '../../../config/portal-config.ts';
import { currentCountry, currentLanguage } from '../../../lib/locale-store.ts';
import { externalSignOutUrl } from '../sign-out-link.ts';
import { initials } from './initials.ts';
import classes from './header.module.css';

/**
 * Initials and name of a signed-in non-internal user, with My profile and Sign Out (§2 Profile menu): one entry for
 * the profile form, not offered on the profile pages, which show it already. Sign Out leads to the content site
 * where one is configured.
 */
export function ProfileMenu({ user }: { user: LoginUser }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { signOut } = useSignOut();
  const { primaryColor } = useMantineTheme();
  const name = user.fullName.trim() || user.email;
  const signOutUrl = externalSignOutUrl(portalConfig.contentSiteUrl, currentCountry(), currentLanguage());
  const onProfilePage = pathname.startsWith('/complete-profile') || pathname.startsWith('/view-profile');

  return (
    <Menu position="bottom-end" shadow="md" width={200}>
      <Menu.Target>
        <UnstyledButton className={classes.profileButton} aria-label={t('header.profileMenu', { name })}>
          <Avatar color={primaryColor} variant="filled" radius="xl" size={34}>
            {initials(user.givenName, user.familyName)}
          </Avatar>
          <span className={classes.profileName}>{name}</span>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {!onProfilePage && (
          <Menu.Item component={Link} to="/complete-profile">
            {t('header.myProfile')}
          </Menu.Item>
        )}
        {signOutUrl ? (
          // A link to the content site with action=signout (§2); the portal's own sign-out runs first.
          <Menu.Item
            component="a"
            href={signOutUrl}
            onClick={(event) => {
              event.preventDefault();
              void signOut().then(() => window.location.assign(signOutUrl));
            }}
          >
            {t('header.signOut')}
          </Menu.Item>
        ) : (
          <Menu.Item onClick={() => void signOut()}>{t('header.signOut')}</Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
