// The look (time-tracking-spec section 9: primary green on cool grays). The greens are chosen so
// that white text on the primary shade passes WCAG AA (about 5:1), in light and dark mode alike.
import { createTheme, type MantineColorsTuple } from '@mantine/core';

const green: MantineColorsTuple = [
  '#f0fdf4',
  '#dcfce7',
  '#bbf7d0',
  '#86efac',
  '#4ade80',
  '#22c55e',
  '#16a34a',
  '#15803d',
  '#166534',
  '#14532d',
];

/** Cool gray: a touch of blue keeps large empty areas calm rather than muddy. */
const gray: MantineColorsTuple = [
  '#f9fafb',
  '#f3f4f6',
  '#e5e7eb',
  '#d1d5db',
  '#9ca3af',
  '#6b7280',
  '#4b5563',
  '#374151',
  '#1f2937',
  '#111827',
];

/** Mantine's dark-mode surfaces (0 is text, 7 the page), in the same cool hue. */
const dark: MantineColorsTuple = [
  '#e5e7eb',
  '#d1d5db',
  '#9ca3af',
  '#6b7280',
  '#4b5563',
  '#374151',
  '#283241',
  '#1c2431',
  '#151b26',
  '#0e131b',
];

// System fonts first; Japanese text falls back to the platform's own Japanese faces.
const fontFamily = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Hiragino Sans"',
  '"Hiragino Kaku Gothic ProN"',
  '"Noto Sans JP"',
  '"Yu Gothic UI"',
  'Meiryo',
  'sans-serif',
].join(', ');

export const theme = createTheme({
  primaryColor: 'green',
  primaryShade: { light: 7, dark: 7 },
  colors: { green, gray, dark },
  fontFamily,
  headings: { fontFamily, fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  respectReducedMotion: true,
});
