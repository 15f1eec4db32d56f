import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultSystem } from '@chakra-ui/react';
import { tokens as defaultTokens } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { system } from '@web/app/theme';

// The app's theme leaves out the colour palettes no screen names and the dark-mode values the
// platform never shows (app/theme.ts). A palette missing from the theme renders without colour and
// without a warning, so this reads which of Chakra's palettes the web sources name and asks the
// theme for each.

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

/** Chakra's palettes: the colours with shades (gray, red, …), not black, white or transparent. */
const chakraPalettes = Object.entries(defaultTokens.colors)
  .filter(([, value]) => typeof value === 'object' && value !== null && '500' in value)
  .map(([name]) => name);

/** Palettes the web sources name: `colorPalette="green"`, `'purple'` in a model, `gray.600`, `{colors.red.700}`. */
function namedPalettes(): Set<string> {
  const theme = join(process.cwd(), 'src/web/app/theme.ts');
  const sources = filesUnder(join(process.cwd(), 'src/web'))
    .filter((file) => file !== theme)
    .map((file) => readFileSync(file, 'utf8'));
  const named = new Set<string>();
  for (const palette of chakraPalettes) {
    const mention = new RegExp(`['"\`]${palette}['"\`]|\\b${palette}\\.\\d{2,3}\\b`);
    if (sources.some((text) => mention.test(text))) named.add(palette);
  }
  return named;
}

const tokenCss = (chakra: typeof system) => JSON.stringify(chakra._global);

describe("the app's Chakra tokens", () => {
  const named = namedPalettes();

  it('finds the palettes the screens name', () => {
    for (const palette of ['gray', 'red', 'purple']) expect(named).toContain(palette);
  });

  it('has every palette the screens name, with its shades and its semantic tokens', () => {
    const paths = [...named].flatMap((palette) => [`colors.${palette}.500`, `colors.${palette}.solid`, `colors.${palette}.fg`]);
    const missing = paths.filter((path) => defaultSystem.token(path) !== undefined && system.token(path) === undefined);
    expect(missing).toEqual([]);
  });

  it('leaves out the palettes no screen names', () => {
    const unnamed = chakraPalettes.filter((palette) => !named.has(palette));
    expect(unnamed.length).toBeGreaterThan(0);
    for (const palette of unnamed) expect(system.token(`colors.${palette}.500`), palette).toBeUndefined();
  });

  it('keeps the light value of a semantic token and no dark one', () => {
    expect(tokenCss(defaultSystem)).toContain('"--chakra-colors-bg-muted":"var(--chakra-colors-gray-900)"');
    expect(tokenCss(system)).toContain('"--chakra-colors-bg-muted":"var(--chakra-colors-gray-100)"');
    expect(tokenCss(system)).not.toContain('"--chakra-colors-bg-muted":"var(--chakra-colors-gray-900)"');
    expect(tokenCss(system)).not.toContain('.dark');
  });
});
