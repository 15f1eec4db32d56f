import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  containerRecipe,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  markRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  qrCodeSlotRecipe,
  radioGroupSlotRecipe,
  segmentGroupSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  skipNavLinkRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
  treeViewSlotRecipe,
} from '@chakra-ui/react/theme';

/** Palettes of Chakra's default theme no screen names (tests/web/chakra-theme-tokens.test.ts checks). */
const UNUSED_PALETTES = new Set(['teal', 'cyan', 'pink', 'yellow']);

const withoutUnusedPalettes = <T extends object>(colors: T): T =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.has(name))) as T;

type TokenTree = { [key: string]: TokenTree | unknown };

/**
 * The platform has no dark mode, so a semantic token's `{ _light, _dark }` pair becomes its light
 * value. Chakra builds every token's CSS variables when the system is created, on the first page
 * of the workspace, and the browser recalculates styles with every variable; both changes
 * together take about a third off creating the system and the token CSS from 39 to 28 KB
 * (docs/performance.md), and the pages render the same.
 */
function lightOnly(tree: TokenTree): TokenTree {
  return Object.fromEntries(
    Object.entries(tree).map(([key, node]) => {
      if (key === 'value' && node && typeof node === 'object' && '_light' in node) return [key, (node as { _light: unknown })._light];
      return [key, node && typeof node === 'object' ? lightOnly(node as TokenTree) : node];
    }),
  );
}

/**
 * Chakra's default theme minus the recipes of components the app never renders: `defaultConfig`
 * carries all ~80 of them (about 35 KB gzip in every page's first load). A component whose recipe
 * is missing renders unstyled without a warning, so tests/web/chakra-recipes.test.ts fails when a
 * screen imports a Chakra component whose recipe is not listed here.
 */
const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
    semanticTokens: lightOnly({ ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors) }) as typeof semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      mark: markRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      skipNavLink: skipNavLinkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      popover: popoverSlotRecipe,
      progress: progressSlotRecipe,
      qrCode: qrCodeSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      segmentGroup: segmentGroupSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      tag: tagSlotRecipe,
      toast: toastSlotRecipe,
      treeView: treeViewSlotRecipe,
    },
  },
});

const SANS = '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Source Han Sans SC", system-ui, sans-serif';

const STEPS = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950];

/** A palette's colours from lightest (50) to darkest (950). */
const scale = (values: string[]) => Object.fromEntries(STEPS.map((step, index) => [step, { value: values[index] }]));

/** The semantic tokens Chakra's recipes read of a `colorPalette`; only the solid shade and its text differ. */
const paletteTokens = (name: string, solid: string, contrast: string) => ({
  solid: { value: `{colors.${name}.${solid}}` },
  contrast: { value: contrast },
  fg: { value: `{colors.${name}.700}` },
  muted: { value: `{colors.${name}.100}` },
  subtle: { value: `{colors.${name}.50}` },
  emphasized: { value: `{colors.${name}.200}` },
  focusRing: { value: `{colors.${name}.500}` },
});

/**
 * The deep red and gold of people's-congress sites. `brand` is a full palette so every Chakra
 * recipe accepts `colorPalette="brand"`; text colours are chosen for WCAG AA on white.
 */
const config = defineConfig({
  theme: {
    tokens: {
      colors: {
        brand: scale(['#fdf2f2', '#fbe0e0', '#f3b9b9', '#e68484', '#d24a4a', '#b8232a', '#a3141c', '#8a0f16', '#6e0c12', '#4f080c', '#320407']),
        gold: scale(['#fdf8ea', '#f9edc6', '#f3dc8d', '#ecc85a', '#e0b33a', '#c9982a', '#a67a1f', '#7f5c18', '#5c4212', '#3d2c0c', '#241a07']),
      },
      fonts: {
        body: { value: SANS },
        heading: { value: SANS },
        title: {
          value: '"Noto Serif CJK SC", "Source Han Serif SC", "SimSun", "Songti SC", serif',
        },
      },
    },
    layerStyles: {
      /** The white, bordered, rounded surface of cards and panels on the page's warm grey. */
      panel: { value: { bg: 'white', rounded: 'lg', borderWidth: '1px', borderColor: 'border' } },
    },
    semanticTokens: {
      colors: {
        brand: paletteTokens('brand', '600', '{colors.white}'),
        gold: paletteTokens('gold', '400', '{colors.brand.900}'),
        // Chakra's defaults (red.500, gray.400) fall below 4.5:1 on white.
        fg: {
          error: { value: '{colors.red.700}' },
          subtle: { value: '{colors.gray.600}' },
        },
        page: { value: '#f4f1ee' },
      },
    },
  },
  globalCss: {
    'html, body': { minHeight: '100%', bg: 'page', color: 'gray.900' },
    body: { fontFamily: 'body' },
  },
});

export const system = createSystem(mergeConfigs(defaultBaseConfig, themeConfig), config);
