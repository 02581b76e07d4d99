/**
 * Article HTML is cleaned on the server before it is answered (the patient page cleans it again
 * before rendering). An allow-list: text structure, lists, tables, links and images; no scripts,
 * styles, forms, frames, event handlers or inline styles; links only to http(s), mailto and tel,
 * images only over https; every link opens apart from the page without a referrer.
 */
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2', 'h3', 'h4', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'u', 'small', 'sub', 'sup',
    'blockquote', 'a', 'img', 'figure', 'figcaption', 'table', 'caption', 'thead', 'tbody', 'tr', 'th', 'td',
    'section', 'aside', 'abbr',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    abbr: ['title'],
    ol: ['start'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // The contents of these go with them (sanitize-html's default list, stated here so it cannot drift).
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'object', 'title'],
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
    // Relative sources would make the page request its own origin: https images only.
    img: (tagName, attribs) => {
      const { src, ...rest } = attribs;
      return { tagName, attribs: src && /^https:\/\//i.test(src.trim()) ? { ...rest, src } : rest };
    },
  },
  // An image without a source is nothing to show.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
