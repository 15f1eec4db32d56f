import sanitizeHtml from 'sanitize-html';
import { OBJECT_ROUTE_PREFIX } from './storage/storage.plugin';

/**
 * Image links inside rich text lose the storage host prefix. A picture of
 * our storage is kept as the path of the object route (with its signed query), whatever host
 * the editor or a paste put in front of it (http://host:port, https://host, //host), so stored
 * text does not depend on the address the server was reached under. Other addresses stay as
 * they are.
 */
export function withoutStorageHost(src: string): string {
  const match = /^(?:https?:)?\/\/[^/?#]+(\/[^#]*)$/i.exec(src.trim());
  if (!match) return src;
  return match[1].startsWith(`${OBJECT_ROUTE_PREFIX}/`) ? match[1] : src;
}

// What the rich-text editor produces: paragraphs, headings, lists, tables, emphasis, links and
// images, with the line heights and alignments of the editor. Scripts, event handlers and
// javascript: URLs never survive (sanitize-html drops anything not listed here).
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'img', 'span', 'u', 's', 'sub', 'sup', 'font',
  ],
  allowedAttributes: {
    '*': ['style', 'class'],
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedStyles: {
    '*': {
      'line-height': [/^\d+(\.\d+)?$/],
      'text-align': [/^(left|right|center|justify)$/],
      color: [/^#[0-9a-f]{3,6}$/i, /^rgb\(\s*\d+\s*,\s*\d+\s*,\s*\d+\s*\)$/],
      'background-color': [/^#[0-9a-f]{3,6}$/i, /^rgb\(\s*\d+\s*,\s*\d+\s*,\s*\d+\s*\)$/],
      'font-size': [/^\d+(px|pt|em|rem|%)$/],
      'font-weight': [/^(bold|normal|\d00)$/],
      'text-indent': [/^\d+(px|em)$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  transformTags: {
    img: (tagName, attribs) => ({ tagName, attribs: attribs.src ? { ...attribs, src: withoutStorageHost(attribs.src) } : attribs }),
  },
};

/** Rich text as it may be stored and shown: markup of the editor only. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
