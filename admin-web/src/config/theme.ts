// The look (time-tracking-spec section 9: primary green on cool grays). Every colour a component
// fills is chosen so that white text on its filled shade (7, the primary shade in both modes)
// passes WCAG AA 1.4.3 (4.5:1), and so that the text shades Mantine derives from it (9 on 1 for
// light badges and alerts, 4 as text on dark surfaces) pass too. Mantine's own red, orange and
// yellow do not (white on red 7 is 3.84:1, on orange 7 3.04:1, yellow 9 on yellow 1 2.69:1).
import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

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

/** Danger (delete, clock out): white on 7 is 6.5:1, 4 on a dark card 4.7:1. */
const red: MantineColorsTuple = [
  '#fef2f2',
  '#fee2e2',
  '#fecaca',
  '#fca5a5',
  '#f87171',
  '#ef4444',
  '#dc2626',
  '#b91c1c',
  '#991b1b',
  '#7f1d1d',
];

/** Breaks: white on 7 is 5.2:1, 4 on a dark card 5.7:1. */
const orange: MantineColorsTuple = [
  '#fff7ed',
  '#ffedd5',
  '#fed7aa',
  '#fdba74',
  '#fb923c',
  '#f97316',
  '#ea580c',
  '#c2410c',
  '#9a3412',
  '#7c2d12',
];

/** Pending and warnings (amber): 9 on 1 is 8.2:1, white on 7 5.0:1. */
const yellow: MantineColorsTuple = [
  '#fffbeb',
  '#fef3c7',
  '#fde68a',
  '#fcd34d',
  '#fbbf24',
  '#f59e0b',
  '#d97706',
  '#b45309',
  '#92400e',
  '#78350f',
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
  colors: { green, red, orange, yellow, gray, dark },
  fontFamily,
  headings: { fontFamily, fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  respectReducedMotion: true,
  components: {
    // Links inside text must not be told apart by colour alone (1.4.1): the dark-mode green is
    // too close to the text's lightness. Navigation links opt out with underline="never".
    Anchor: { defaultProps: { underline: 'always' } },
  },
});

/**
 * Mantine's error text is red 6 on light and red 8 on dark surfaces; red 8 on a dark card is
 * unreadable (2:1). Errors use the same shades as red text (7 light, 4 dark).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-error': 'var(--mantine-color-red-7)' },
  dark: { '--mantine-color-error': 'var(--mantine-color-red-4)' },
});
