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
  containerRecipe,
  dataListSlotRecipe,
  dialogSlotRecipe,
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
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      popover: popoverSlotRecipe,
      progress: progressSlotRecipe,
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

/**
 * The deep red and gold of people's-congress sites. `brand` is a full palette so every Chakra
 * recipe accepts `colorPalette="brand"`; text colours are chosen for WCAG AA on white.
 */
const config = defineConfig({
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#fdf2f2' },
          100: { value: '#fbe0e0' },
          200: { value: '#f3b9b9' },
          300: { value: '#e68484' },
          400: { value: '#d24a4a' },
          500: { value: '#b8232a' },
          600: { value: '#a3141c' },
          700: { value: '#8a0f16' },
          800: { value: '#6e0c12' },
          900: { value: '#4f080c' },
          950: { value: '#320407' },
        },
        gold: {
          50: { value: '#fdf8ea' },
          100: { value: '#f9edc6' },
          200: { value: '#f3dc8d' },
          300: { value: '#ecc85a' },
          400: { value: '#e0b33a' },
          500: { value: '#c9982a' },
          600: { value: '#a67a1f' },
          700: { value: '#7f5c18' },
          800: { value: '#5c4212' },
          900: { value: '#3d2c0c' },
          950: { value: '#241a07' },
        },
      },
      fonts: {
        body: {
          value:
            '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Source Han Sans SC", system-ui, sans-serif',
        },
        heading: {
          value:
            '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Source Han Sans SC", system-ui, sans-serif',
        },
        title: {
          value: '"Noto Serif CJK SC", "Source Han Serif SC", "SimSun", "Songti SC", serif',
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: '{colors.white}' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
        gold: {
          solid: { value: '{colors.gold.400}' },
          contrast: { value: '{colors.brand.900}' },
          fg: { value: '{colors.gold.700}' },
          muted: { value: '{colors.gold.100}' },
          subtle: { value: '{colors.gold.50}' },
          emphasized: { value: '{colors.gold.200}' },
          focusRing: { value: '{colors.gold.500}' },
        },
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
