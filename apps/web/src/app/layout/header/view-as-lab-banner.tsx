import { Anchor, Group, Text, UnstyledButton } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { staffPaths } from '../../../config/staff-paths.ts';
import { setViewedLab, useViewedLab } from '../../../lib/session/viewed-lab.ts';
import classes from './header.module.css';

/**
 * §2 Header: while staff view a lab, every page says whose portal they are looking at, leads back to the staff home
 * and to the lab's dashboards, and offers to stop.
 */
export function ViewAsLabBanner() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const lab = useViewedLab();
  if (!lab) return null;
  const onDashboards = pathname === staffPaths.dashboards || pathname.startsWith(`${staffPaths.dashboards}/`);
  return (
    <div
      className={classes.viewAsLab}
      role="region"
      aria-label={t('header.viewAsLab.region')}
      data-testid="view-as-lab"
    >
      <Group justify="center" gap="xs" wrap="wrap">
        <Text fw={600} size="sm" className={classes.viewAsLabText}>
          {t('header.viewAsLab.banner', { labName: lab.labName, labCode: lab.labCode })}
        </Text>
        {!onDashboards && (
          <Anchor component={Link} to={staffPaths.dashboards} size="sm" c="inherit" underline="always">
            {t('header.viewAsLab.dashboards')}
          </Anchor>
        )}
        <Anchor component={Link} to={staffPaths.home} size="sm" c="inherit" underline="always">
          {t('header.viewAsLab.back')}
        </Anchor>
        <UnstyledButton className={classes.viewAsLabStop} onClick={() => setViewedLab(null)}>
          {t('header.viewAsLab.stop')}
        </UnstyledButton>
      </Group>
    </div>
  );
}
