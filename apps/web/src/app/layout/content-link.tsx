import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { ExternalLink } from '../../components/external-link.tsx';
import { contentLink } from './content-url.ts';
import type { ContentLinkKey } from './content-url.ts';

interface ContentNavLinkProps {
  page: ContentLinkKey;
  className?: string;
  /** Added while the page is the one shown (header menu). */
  activeClassName?: string;
  onClick?: () => void;
  children: ReactNode;
}

/** A header or footer link to a content page: the portal's own page, or the content site's after the warning. */
export function ContentNavLink({ page, className, activeClassName, onClick, children }: ContentNavLinkProps) {
  const link = contentLink(page);
  if (link.kind === 'external')
    return (
      <ExternalLink href={link.href} className={className} onClick={onClick}>
        {children}
      </ExternalLink>
    );
  return (
    <NavLink
      to={link.to}
      className={({ isActive }) => (isActive && activeClassName ? `${className ?? ''} ${activeClassName}` : className)}
      onClick={onClick}
    >
      {children}
    </NavLink>
  );
}
