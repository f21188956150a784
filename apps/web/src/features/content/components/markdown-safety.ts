/** Schemes a link or image of a text may use; everything else (javascript:, data:, vbscript:…) is dropped. */
const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** An address with a scheme: `name:` before any `/`, `?` or `#`. */
const HAS_SCHEME = /^[^/?#]*:/;

/** react-markdown's urlTransform: the address kept, or undefined to drop the attribute. */
export function safeUrl(url: string): string | undefined {
  // Browsers ignore control characters and spaces inside a scheme (`java\tscript:`): judge what they would see.
  // eslint-disable-next-line no-control-regex
  const compact = url.replace(/[\u0000-\u0020\u007f]/g, '');
  if (!HAS_SCHEME.test(compact)) return url;
  const scheme = compact.slice(0, compact.indexOf(':') + 1).toLowerCase();
  return SAFE_SCHEMES.has(scheme) ? url : undefined;
}

export type HrefTarget =
  | { kind: 'none' }
  | { kind: 'internal'; to: string }
  | { kind: 'external'; href: string }
  | { kind: 'plain'; href: string };

/**
 * Where a text's link goes: a page of this site (through the router), another site (new tab, after the warning),
 * or an in-page anchor / mail / phone address (a plain link).
 */
export function classifyHref(href: string | undefined, origin: string): HrefTarget {
  if (!href) return { kind: 'none' };
  if (href.startsWith('#') || /^(mailto|tel):/i.test(href)) return { kind: 'plain', href };
  const url = new URL(href, `${origin}/`);
  if (url.origin === origin) return { kind: 'internal', to: `${url.pathname}${url.search}${url.hash}` };
  return { kind: 'external', href: url.href };
}

interface MarkdownNode {
  type: string;
  value?: string;
  children?: MarkdownNode[];
}

function showHtml(node: MarkdownNode): void {
  if (node.type === 'html') node.type = 'text';
  node.children?.forEach(showHtml);
}

/** A remark plugin: HTML written in a text (`<script>`, `<img onerror>`) stays visible as the characters typed. */
export function htmlAsText() {
  return showHtml;
}
