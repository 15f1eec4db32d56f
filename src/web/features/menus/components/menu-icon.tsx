import { Box, type BoxProps } from '@chakra-ui/react';
import { parseMenuIcon } from '../menu.model';

/** Line drawings on a 24-unit grid, stroked with the current colour. */
const GLYPHS = {
  home: 'M3 11.5 12 4l9 7.5M5.5 10v9.5h13V10M10 19.5v-5h4v5',
  document: 'M7 3h7l4 4v14H7zM14 3v4h4M9.5 12h6M9.5 15.5h6',
  proposal: 'M6 3h9l3 3v15H6zM9 9h6M9 12.5h6M9 16h3.5M15 3v3h3',
  meeting: 'M4 5h16v10H4zM8 19h8M12 15v4M7.5 9h9M7.5 12h5',
  station: 'M4 20V9l8-5 8 5v11M9 20v-6h6v6M3 20h18',
  people: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20c.6-3.6 3.2-6 6.5-6s5.9 2.4 6.5 6M16 4.5a3.3 3.3 0 0 1 0 6.4M18.5 14.5c1.6.9 2.7 2.8 3 5.5',
  search: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM15.5 15.5 21 21',
  chat: 'M4 5h16v11H9l-5 4zM8 9.5h8M8 12.5h5',
  book: 'M4 5.5C6.5 4 9.5 4 12 5.5v14C9.5 18 6.5 18 4 19.5zM20 5.5C17.5 4 14.5 4 12 5.5v14c2.5-1.5 5.5-1.5 8 0z',
  star: 'm12 3.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z',
  flag: 'M5 21V4M5 4h11l-2 4 2 4H5',
  bell: 'M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15zM10 20.5h4',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  settings: 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19.4 13.5l1.6 1.2-2 3.4-1.9-.7a7 7 0 0 1-2 1.2L14.8 21h-4l-.3-2.4a7 7 0 0 1-2-1.2l-1.9.7-2-3.4 1.6-1.2a7 7 0 0 1 0-3l-1.6-1.2 2-3.4 1.9.7a7 7 0 0 1 2-1.2L10.8 3h4l.3 2.4a7 7 0 0 1 2 1.2l1.9-.7 2 3.4-1.6 1.2a7 7 0 0 1 0 3z',
  chart: 'M4 20h16M7 16v-5M12 16V6M17 16v-8',
  grid: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  check: 'M5 12.5 10 17l9-10',
  monitor: 'M3 5h18v11H3zM9 20h6M12 16v4',
  dot: 'M12 10.25a1.75 1.75 0 1 0 0 3.5 1.75 1.75 0 0 0 0-3.5z',
} as const;

type Glyph = keyof typeof GLYPHS;

/** The seed's icon class names (and a few common words in them) → a glyph. */
const CLASS_GLYPH: ReadonlyArray<[RegExp, Glyph]> = [
  [/sub-menu/, 'dot'],
  [/home-station|station/, 'station'],
  [/home/, 'home'],
  [/proposal|suggest|advice/, 'proposal'],
  [/meeting/, 'meeting'],
  [/contact|group|delegation|deputy|organization|electoral/, 'people'],
  [/investigation|search/, 'search'],
  [/opinion|exchange|chat/, 'chat'],
  [/training|learning|network|know|quality|book/, 'book'],
  [/integral|performance|star/, 'star'],
  [/report|experience|handle/, 'flag'],
  [/notice|bell/, 'bell'],
  [/link/, 'link'],
  [/system|setting|menu-admin/, 'settings'],
  [/statistic|chart|livelihood/, 'chart'],
  [/exam|check/, 'check'],
  [/screen|monitor/, 'monitor'],
  [/menu/, 'grid'],
];

function glyphFor(className: string): Glyph {
  return CLASS_GLYPH.find(([pattern]) => pattern.test(className))?.[1] ?? 'document';
}

export interface MenuIconProps extends Omit<BoxProps, 'children'> {
  /** The menu's menuIcon JSON text. */
  icon: string | null | undefined;
  size?: number;
}

/** A menu's icon: its compressed image, or a glyph for its class name. Decorative. */
export function MenuIcon({ icon, size = 18, ...rest }: MenuIconProps) {
  const parsed = parseMenuIcon(icon);
  if (parsed?.menuIconType === 'img') {
    return (
      <Box as="span" display="inline-flex" flexShrink={0} w={`${size}px`} h={`${size}px`} {...rest}>
        <img src={parsed.url} alt="" width={size} height={size} style={{ objectFit: 'contain', borderRadius: 3 }} />
      </Box>
    );
  }
  const glyph = glyphFor(parsed?.url ?? '');
  return (
    <Box as="span" display="inline-flex" flexShrink={0} {...rest}>
      <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
        <path d={GLYPHS[glyph]} />
      </svg>
    </Box>
  );
}
