import { createTheme, type ThemeOptions } from '@mui/material/styles';
import { defaultTheme, type RaThemeOptions } from 'react-admin';

const fontFamily = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

interface CheckboxOwnerState {
  'aria-label'?: string;
  inputProps?: Record<string, unknown>;
}

/**
 * A checkbox named with `aria-label` (react-admin's DataTable row checkbox does this) gets the name
 * on its input, where assistive technology reads it, instead of on the wrapping span (where ARIA
 * forbids it). Checkboxes named otherwise (a label, `slotProps.input`) are left as they are.
 */
const checkboxNameOnInput = {
  root: (owner: CheckboxOwnerState) => (owner['aria-label'] ? { 'aria-label': undefined } : {}),
  input: (owner: CheckboxOwnerState) => ({
    ...owner.inputProps,
    ...(owner['aria-label'] && !owner.inputProps?.['aria-label']
      ? { 'aria-label': owner['aria-label'] }
      : {}),
  }),
} as NonNullable<
  NonNullable<NonNullable<ThemeOptions['components']>['MuiCheckbox']>['defaultProps']
>['slotProps'];

/**
 * The product's own settings over react-admin's `defaultTheme`: brand and status colours, type,
 * shape, button and focus styles. Every status colour reads at 4.5:1 or more both as text on white
 * and under white text (WCAG AA), including the chips door agents read in bad light; MUI's
 * defaults (#ed6c02, #0288d1) do not. System fonts: no web font download.
 */
const palette = {
  primary: { main: '#1D4ED8' },
  secondary: { main: '#1E3A8A' },
  info: { main: '#0369A1', contrastText: '#fff' },
  warning: { main: '#B45309', contrastText: '#fff' },
  success: { main: '#15803D', contrastText: '#fff' },
  error: { main: '#B91C1C', contrastText: '#fff' },
  background: { default: '#F5F7FB' },
} satisfies ThemeOptions['palette'];

const components = {
  MuiButton: { defaultProps: { disableElevation: true } },
  MuiCheckbox: { defaultProps: { slotProps: checkboxNameOnInput } },
  // A focus ring that shows at a glance (WCAG 2.4.7), not only the ripple's faint tint.
  MuiButtonBase: {
    styleOverrides: {
      root: { '&.Mui-focusVisible': { outline: '3px solid #1D4ED8', outlineOffset: 2 } },
    },
  },
  MuiCssBaseline: {
    styleOverrides: {
      'a:focus-visible': { outline: '3px solid #1D4ED8', outlineOffset: 2 },
      // A printed page is the document alone: no app bar, side menu, live-event card or buttons
      // (the dashboard's frame drops its margins too, see ./Layout).
      '@media print': {
        'header.MuiAppBar-root, .MuiDrawer-root, [data-testid="live-event-card"], .no-print': {
          display: 'none !important',
        },
        'html, body': { backgroundColor: '#fff !important' },
      },
    },
  },
} satisfies ThemeOptions['components'];

/**
 * react-admin's `defaultTheme` with the product's palette, type and components spread over it (the
 * way react-admin's theming guide extends a theme). Buttons keep their case: SPEC's labels
 * ('Sign In', 'Add Agent', ...) are shown as written. The dashboard gives these options to
 * `<Admin theme>`; the public pages and the scanner use the same theme, built once below.
 */
export const themeOptions: RaThemeOptions = {
  ...defaultTheme,
  palette: { ...defaultTheme.palette, ...palette },
  typography: { ...defaultTheme.typography, fontFamily, button: { textTransform: 'none', fontWeight: 600 } },
  shape: { borderRadius: 8 },
  components: { ...defaultTheme.components, ...components },
};

export const theme = createTheme(themeOptions);
