import {
  createTheme,
  darken,
  defaultVariantColorsResolver,
  getPrimaryShade,
  luminance,
  type MantineColorsTuple,
  parseThemeColor,
  type VariantColorsResolver,
  type VariantColorsResolverInput,
} from '@mantine/core';

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

/** Variants that draw coloured text on a light background. */
const TEXT_ON_LIGHT = new Set(['light', 'outline', 'subtle', 'transparent']);

/**
 * Mantine draws light, outline and subtle variants' text in shade 6, which fails WCAG AA on white
 * for most colours; even shade 9 of green or teal is about 4.4:1 on white or its own tint. Shade 9
 * darkened by a quarter passes for every palette. A shade a component names (`red.7`) is left alone.
 */
const accessibleVariantColors: VariantColorsResolver = (input) => {
  const resolved = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor || parsed.shade !== undefined) return resolved;
  if (input.variant === 'filled') return { ...resolved, ...readableFill(input, parsed.color, resolved.color) };
  if (!TEXT_ON_LIGHT.has(input.variant ?? '')) return resolved;
  const text = `color-mix(in srgb, var(--mantine-color-${parsed.color}-9), black 25%)`;
  return {
    ...resolved,
    color: text,
    hoverColor: text,
    border: input.variant === 'outline' ? `1px solid ${text}` : resolved.border,
  };
};

/** WCAG AA for text under 18.66 px bold, as on buttons and badges. */
const AA_TEXT_CONTRAST = 4.5;

/**
 * Filled variants draw white text on the primary shade (7) of any palette; for red (#f03e3e,
 * 3.8:1), teal, cyan, blue and orange that is under AA. Such a fill moves to the palette's first
 * darker shade that passes, and its hover darkens from there, so every filled red button (a
 * plan's Cancel, the sandbox's reset) passes without naming a shade.
 */
function readableFill(input: VariantColorsResolverInput, color: string, text: string) {
  const white = 'var(--mantine-color-white)';
  const palette = input.theme.colors[color];
  const primary = getPrimaryShade(input.theme, 'light');
  if (text !== white || !palette) return {};
  const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);
  const shade = palette.findIndex((hex, index) => index >= primary && contrastWithWhite(hex) >= AA_TEXT_CONTRAST);
  // No shade of orange carries white text: it takes black (about 6:1) instead.
  if (shade === -1) return { color: 'var(--mantine-color-black)' };
  if (shade === primary) return {};
  return { background: `var(--mantine-color-${color}-${shade})`, hover: darken(palette[shade] ?? '', 0.1) };
}

/** Names of a calendar's controls, for screen readers (Mantine's arrows are unnamed icons: axe button-name). */
const CALENDAR_LABELS = {
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  yearLevelControl: 'Choose a decade',
  monthLevelControl: 'Choose a year',
};

/**
 * Every date field's calendar: its controls named; no red weekends (red-6, 3.6:1 on white) and no
 * dimmed days of the months around (axe color-contrast with the STP start date open). Plain
 * objects by component name, so the theme does not pull @mantine/dates into every page.
 */
const CALENDAR_DEFAULTS = { defaultProps: { ariaLabels: CALENDAR_LABELS, weekendDays: [], hideOutsideDates: true } };

export const theme = createTheme({
  // Filled variants pick black or white text by the background's luminance.
  autoContrast: true,
  variantColorResolver: accessibleVariantColors,
  colors: { sanchayBlue },
  primaryColor: 'sanchayBlue',
  primaryShade: { light: 7, dark: 5 },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  // Modals, menus and popovers appear without animation for people who ask for reduced motion.
  respectReducedMotion: true,
  components: {
    // Mantine's modal and drawer close buttons are icons with no accessible name. Plain objects,
    // not Modal.extend(), so the theme doesn't pull Modal into the landing page's initial JS.
    // Mantine renders a dialog's header as <header>, which axe and screen readers take for a
    // second banner landmark beside the page's own; role=none keeps it a plain box.
    Modal: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' }, attributes: { header: { role: 'none' } } },
    },
    Drawer: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' }, attributes: { header: { role: 'none' } } },
    },
    // Mantine puts an empty focusable role=presentation placeholder first in every menu and opens
    // with focus on it: axe's aria-required-children fails and Enter lands on nothing. Without it
    // the menu's focus trap starts on the first item, as the ARIA menu button pattern asks.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // A long Select list (Explore's fund houses) scrolled inside a ScrollArea box in the listbox,
    // a scroll region axe finds unreachable by keyboard (scrollable-region-focusable). The listbox
    // itself scrolls instead: axe knows a combobox's popup is driven by the field's arrow keys, and
    // Mantine's arrow keys scroll the active option into view either way.
    // Theme styles, not a default prop, so a Select given styles of its own keeps these.
    Select: { defaultProps: { withScrollArea: false }, styles: { options: { maxHeight: 220, overflowY: 'auto' } } },
    DateInput: CALENDAR_DEFAULTS,
    DatePickerInput: CALENDAR_DEFAULTS,
    // Mantine keeps the show-password toggle out of the Tab order; keyboard users need it too.
    PasswordInput: { defaultProps: { visibilityToggleFocusable: true } },
  },
});
