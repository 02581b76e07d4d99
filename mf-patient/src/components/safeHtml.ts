/**
 * Article HTML made safe to render, in the browser, by an allow-list: the API already cleans it,
 * and this second pass means no stored markup ever runs as code even if that one were bypassed.
 * Small on purpose (a sanitiser library would cost patients more than the whole page).
 */
const ALLOWED = new Set([
  'P', 'BR', 'H2', 'H3', 'H4', 'UL', 'OL', 'LI', 'STRONG', 'EM', 'B', 'I', 'A', 'BLOCKQUOTE', 'TABLE', 'THEAD',
  'TBODY', 'TR', 'TH', 'TD', 'SMALL',
]);
/** Elements dropped with everything inside them. */
const DROPPED = new Set(['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'TEMPLATE', 'NOSCRIPT', 'SVG', 'MATH', 'FORM']);
const HTML_NS = 'http://www.w3.org/1999/xhtml';
const SAFE_HREF = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i;

function clean(node: Node, doc: Document): Node | null {
  if (node.nodeType === Node.TEXT_NODE) return doc.createTextNode(node.textContent ?? '');
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  // SVG and MathML (other namespaces) are dropped whole: their elements can carry script.
  if (element.namespaceURI !== HTML_NS || DROPPED.has(element.tagName)) return null;
  const children = [...element.childNodes].map((child) => clean(child, doc)).filter((c): c is Node => c !== null);
  if (!ALLOWED.has(element.tagName)) {
    // Unknown wrapper (div, span, font…): keep what it says, not what it is.
    const fragment = doc.createDocumentFragment();
    fragment.append(...children);
    return fragment;
  }
  const copy = doc.createElement(element.tagName.toLowerCase());
  if (element.tagName === 'A') {
    const href = element.getAttribute('href')?.trim() ?? '';
    if (SAFE_HREF.test(href)) copy.setAttribute('href', href);
    copy.setAttribute('rel', 'noopener noreferrer');
  }
  copy.append(...children);
  return copy;
}

export function safeHtml(html: string): string {
  const source = new DOMParser().parseFromString(html, 'text/html');
  const out = document.implementation.createHTMLDocument('');
  const root = out.createElement('div');
  for (const child of [...source.body.childNodes]) {
    const cleaned = clean(child, out);
    if (cleaned) root.append(cleaned);
  }
  return root.innerHTML;
}
