import sanitizeHtml from 'sanitize-html';

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
};

/** Rich text as it may be stored and shown: markup of the editor only. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
