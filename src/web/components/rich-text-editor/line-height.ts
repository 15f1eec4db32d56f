import { Extension } from '@tiptap/core';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    blockLineHeight: {
      /** Sets the line height of the selected paragraphs and headings ('1.5'); null clears it. */
      setBlockLineHeight: (lineHeight: string | null) => ReturnType;
    };
  }
}

const BLOCK_TYPES = ['paragraph', 'heading'];

/**
 * Line height on the block (paragraph, heading), not on a text span: a span's line height
 * can only raise a line box, never lower it below its paragraph's, so 1 would not work there.
 * Stored as `style="line-height: 1.5"`, which the server's sanitizer keeps.
 */
export const BlockLineHeight = Extension.create({
  name: 'blockLineHeight',
  addGlobalAttributes() {
    return [
      {
        types: BLOCK_TYPES,
        attributes: {
          lineHeight: {
            default: null,
            parseHTML: (element) => element.style.lineHeight || null,
            renderHTML: (attributes) => (attributes.lineHeight ? { style: `line-height: ${attributes.lineHeight}` } : {}),
          },
        },
      },
    ];
  },
  addCommands() {
    return {
      setBlockLineHeight:
        (lineHeight) =>
        ({ commands }) =>
          BLOCK_TYPES.map((type) => commands.updateAttributes(type, { lineHeight })).some(Boolean),
    };
  },
});
