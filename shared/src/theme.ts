// The Mantine theme of the product (one MantineProvider, in the shell or a standalone remote).
import { createTheme, type MantineColorsTuple } from '@mantine/core';

const brand: MantineColorsTuple = [
  '#e6f6f4',
  '#c8ebe6',
  '#9bd9d0',
  '#6cc6b9',
  '#45b5a6',
  '#2aa898',
  '#1a9c8c',
  '#0b8576',
  '#006d61',
  '#00574d',
];

/** The product's theme. */
export const abodeTheme = createTheme({
  primaryColor: 'brand',
  // Shade 8 keeps white button text above WCAG AA contrast (4.5:1).
  primaryShade: 8,
  // Filled badges and buttons of any colour pick black or white text by luminance (WCAG AA contrast).
  autoContrast: true,
  colors: { brand },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", sans-serif',
  defaultRadius: 'md',
  headings: { fontWeight: '700' },
});
