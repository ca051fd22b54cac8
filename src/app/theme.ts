import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** The logo's blue (#1c5d99) at shade 7; white text on it passes WCAG AA (about 6.9:1). */
const sanchayBlue: MantineColorsTuple = [
  '#eaf2fb',
  '#d4e3f3',
  '#a6c5e6',
  '#75a5d9',
  '#4d8ace',
  '#3479c7',
  '#256fc4',
  '#1c5d99',
  '#144f86',
  '#083e6c',
];

export const theme = createTheme({
  colors: { sanchayBlue },
  primaryColor: 'sanchayBlue',
  primaryShade: { light: 7, dark: 5 },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  components: {
    // Mantine's modal close button is an icon with no accessible name. A plain object, not
    // Modal.extend(), so the theme doesn't pull Modal into the landing page's initial JS.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
  },
});
