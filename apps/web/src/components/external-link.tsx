import type { MouseEvent, ReactNode } from 'react';
import { externalLinks } from '../lib/external-link-store.ts';

interface ExternalLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
}

/** A content-site link: a real anchor (so it can be copied), but a click first asks through the warning. */
export function ExternalLink({ href, className, children, onClick }: ExternalLinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onClick?.();
    externalLinks.request(href);
  };
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} onClick={handleClick}>
      {children}
    </a>
  );
}
