import type { ReactNode } from 'react';
import { Typography } from '@mantine/core';
import '@mantine/core/styles/Typography.css';
import Markdown from 'react-markdown';
import type { Components } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { Link } from 'react-router';
import { languageTag } from '@labbench/contract/constants';
import { ExternalLink } from '../../../components/external-link.tsx';
import { classifyHref, htmlAsText, safeUrl } from './markdown-safety.ts';
import classes from './markdown-view.module.css';
import { pageOrigin } from '../../../lib/page-origin.ts';

/** The page's own title is the one h1: a text's `#` heading becomes an h2; `##` and below keep their level. */
function TopHeading({ children }: { children?: ReactNode }) {
  return <h2>{children}</h2>;
}

const components: Components = {
  h1: TopHeading,
  a: function MarkdownLink({ href, children }) {
    const target = classifyHref(href, pageOrigin());
    switch (target.kind) {
      case 'none':
        return <span>{children}</span>;
      case 'internal':
        return <Link to={target.to}>{children}</Link>;
      case 'external':
        return <ExternalLink href={target.href}>{children}</ExternalLink>;
      case 'plain':
        return <a href={target.href}>{children}</a>;
    }
  },
  // Wide tables scroll inside the text rather than widening a phone's page; focusable, so a keyboard scrolls them.
  table: function ScrollingTable({ children }) {
    return (
      <div className={classes.tableScroll} tabIndex={0}>
        <table>{children}</table>
      </div>
    );
  },
  img: function MarkdownImage({ src, alt }) {
    return typeof src === 'string' ? <img src={src} alt={alt ?? ''} loading="lazy" className={classes.image} /> : null;
  },
};

/**
 * Staff-written Markdown as React elements (docs/security.md "Stored markup"): any HTML in it is shown as text, the
 * result is sanitised once more, links keep only safe schemes, and links leaving the site go through the warning.
 */
export function MarkdownView({ markdown, lang }: { markdown: string; lang?: string }) {
  return (
    <Typography className={classes.root} lang={lang ? languageTag(lang) : undefined}>
      <Markdown
        remarkPlugins={[remarkGfm, htmlAsText]}
        rehypePlugins={[rehypeSanitize]}
        skipHtml
        urlTransform={safeUrl}
        components={components}
      >
        {markdown}
      </Markdown>
    </Typography>
  );
}
