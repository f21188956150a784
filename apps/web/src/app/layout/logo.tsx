import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { portalConfig } from '../../config/portal-config.ts';
import classes from './logo.module.css';

/** The product-neutral mark: a flask whose liquid is a rising bar chart. */
function LogoMark() {
  return (
    <svg className={classes.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path d="M12 3h8v2h-1v7.2l7.6 12.4A3 3 0 0 1 24 29H8a3 3 0 0 1-2.6-4.4L13 12.2V5h-1z" fill="currentColor" />
      <rect className={classes.accent} x="10" y="20" width="3" height="5" rx="0.5" />
      <rect className={classes.bar} x="14.5" y="17" width="3" height="8" rx="0.5" />
      <rect className={classes.accent} x="19" y="22" width="3" height="3" rx="0.5" />
    </svg>
  );
}

/**
 * Logo linking where SITE_URL_FOR_LOGO says (§3 siteUrlforLogo, default /home); `tone` picks the colours for the white
 * header or the dark footer.
 */
export function Logo({ tone }: { tone: 'light' | 'dark' }) {
  const { t } = useTranslation();
  const className = `${classes.logo} ${tone === 'dark' ? classes.onDark : ''}`;
  const content = (
    <>
      <LogoMark />
      <span className={classes.name}>{t('header.productName')}</span>
    </>
  );
  const target = portalConfig.siteUrlForLogo;
  return target.startsWith('/') ? (
    <Link to={target} className={className}>
      {content}
    </Link>
  ) : (
    <a href={target} className={className}>
      {content}
    </a>
  );
}
