import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { portalConfig } from '../../../config/portal-config.ts';
import { useViewedLab } from '../../../lib/session/viewed-lab.ts';
import classes from './header.module.css';

/** §2 Header: staff viewing a lab see whose dashboards these are, and the way back to the staff admin area. */
export function ViewAsLabBanner() {
  const { t } = useTranslation();
  const lab = useViewedLab();
  if (!lab) return null;
  return (
    <div className={classes.viewAsLab} role="status" data-testid="view-as-lab">
      <Anchor component={Link} to={`/${portalConfig.companySlug}-admin`} c="inherit" underline="always">
        {t('benchmark.viewAs.banner', { labName: lab.labName })}
      </Anchor>
    </div>
  );
}
