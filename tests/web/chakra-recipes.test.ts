import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultSystem } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { system } from '@web/app/theme';

// The app's theme keeps only the recipes of the Chakra components it renders (first-load size).
// A component whose recipe is missing renders unstyled without any warning, so this reads which
// components the screens import, which recipe keys those components look up (`key: "…"` in
// Chakra's own sources), and asks the theme for every key Chakra's full default theme styles.

const chakraEsm = join(process.cwd(), 'node_modules/@chakra-ui/react/dist/esm');
const chakraIndex = readFileSync(join(chakraEsm, 'index.js'), 'utf8');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

/** Names the screens import from '@chakra-ui/react'. */
function importedComponents(): Set<string> {
  const names = new Set<string>();
  for (const file of filesUnder(join(process.cwd(), 'src/web'))) {
    for (const [, list] of readFileSync(file, 'utf8').matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const name of list.split(',').map((part) => part.trim().replace(/^type\s+/, ''))) if (/^[A-Z]/.test(name)) names.add(name);
    }
  }
  return names;
}

/** The component folder Chakra's index exports a name from, directly or as a namespace. */
function componentFolder(name: string): string | null {
  const direct = chakraIndex.match(new RegExp(`export \\{[^}]*\\b${name}\\b[^}]*\\} from '\\./components/([^/]+)/`));
  if (direct) return direct[1];
  const namespace = chakraIndex.match(new RegExp(`export \\{ (namespace\\$\\w+) as ${name} \\}`));
  if (!namespace) return null;
  const source = chakraIndex.match(new RegExp(`import \\* as ${namespace[1].replace('$', '\\$')} from '\\./components/([^/]+)/`));
  return source ? source[1] : null;
}

function recipeKeys(folder: string): string[] {
  const dir = join(chakraEsm, 'components', folder);
  const sources = readdirSync(dir).map((file) => readFileSync(join(dir, file), 'utf8'));
  return [...new Set(sources.flatMap((text) => [...text.matchAll(/key: "(\w+)"/g)].map((match) => match[1])))];
}

const styledByDefault = (key: string) => defaultSystem.getRecipe(key, null) !== null || defaultSystem.getSlotRecipe(key, null) !== null;
const styledByApp = (key: string) => system.getRecipe(key, null) !== null || system.getSlotRecipe(key, null) !== null;

describe("the app's trimmed Chakra theme", () => {
  const used = importedComponents();

  it('finds the components the screens import', () => {
    for (const name of ['Button', 'Dialog', 'Tabs', 'Table']) expect(used).toContain(name);
  });

  it('has a recipe for every key those components look up that the default theme styles', () => {
    const missing: string[] = [];
    for (const name of used) {
      const folder = componentFolder(name);
      if (!folder) continue; // Providers, hooks and types: nothing to style.
      for (const key of recipeKeys(folder)) if (styledByDefault(key) && !styledByApp(key)) missing.push(`${name} → ${key}`);
    }
    expect(missing).toEqual([]);
  });

  it('leaves out recipes no screen uses', () => {
    expect(styledByDefault('colorPicker')).toBe(true);
    expect(styledByApp('colorPicker')).toBe(false);
  });
});
