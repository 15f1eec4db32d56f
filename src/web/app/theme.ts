import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

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

export const system = createSystem(defaultConfig, config);
