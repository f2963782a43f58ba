import { createTheme, type ThemeOptions } from '@mui/material/styles';

const fontFamily = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

const fullWidthOnPhones: NonNullable<
  NonNullable<NonNullable<ThemeOptions['components']>['MuiTextField']>['variants']
>[number]['style'] = ({ theme }) => ({ [theme.breakpoints.down('sm')]: { width: '100%' } });

/**
 * What the theme kept of react-admin's `defaultTheme` (ra-ui-materialui 5.15, light): its sidebar
 * widths and component defaults, written out here so the public pages (sign-in, scanner, invoices)
 * do not download react-admin for them. tests/unit/theme.test.ts checks they still match.
 */
const reactAdminDefaults = {
  sidebar: { width: 240, closedWidth: 50 },
  components: {
    MuiAutocomplete: {
      defaultProps: { fullWidth: true },
      variants: [{ props: {}, style: fullWidthOnPhones }],
    },
    MuiTextField: {
      defaultProps: { variant: 'filled', margin: 'dense', size: 'small', fullWidth: true },
      variants: [{ props: {}, style: fullWidthOnPhones }],
    },
    MuiFormControl: {
      defaultProps: { variant: 'filled', margin: 'dense', size: 'small', fullWidth: true },
    },
    MuiTableCell: {
      styleOverrides: { root: { '&.MuiTableCell-paddingCheckbox': { padding: '0 8px 0 8px' } } },
    },
    MuiListItemIcon: { styleOverrides: { root: { minWidth: 56 } } },
    RaSimpleFormIterator: { defaultProps: { fullWidth: true } },
    RaTranslatableInputs: { defaultProps: { fullWidth: true } },
    MuiFilledInput: {
      styleOverrides: {
        root: {
          backgroundColor: 'rgba(0, 0, 0, 0.04)',
          '&$disabled': { backgroundColor: 'rgba(0, 0, 0, 0.04)' },
        },
      },
    },
    // grey[300]
    RaToolbar: { styleOverrides: { root: { backgroundColor: '#e0e0e0' } } },
  },
} satisfies ThemeOptions;

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
 * The product's own settings: brand and status colours, type, shape, button and focus styles.
 * Every status colour reads at 4.5:1 or more both as text on white and under white text (WCAG AA),
 * including the chips door agents read in bad light; MUI's defaults (#ed6c02, #0288d1) do not.
 */
export const productThemeOptions = {
  palette: {
    primary: { main: '#1D4ED8' },
    secondary: { main: '#1E3A8A' },
    info: { main: '#0369A1', contrastText: '#fff' },
    warning: { main: '#B45309', contrastText: '#fff' },
    success: { main: '#15803D', contrastText: '#fff' },
    error: { main: '#B91C1C', contrastText: '#fff' },
    background: { default: '#F5F7FB' },
  },
  typography: { fontFamily, button: { textTransform: 'none', fontWeight: 600 } },
  shape: { borderRadius: 8 },
  components: {
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
        // A printed page is the document alone: no app bar, side menu, live-event card or buttons.
        '@media print': {
          'header.MuiAppBar-root, .RaSidebar-root, .MuiDrawer-root, [data-testid="live-event-card"], .no-print, .skip-to-content':
            { display: 'none !important' },
          '.RaLayout-appFrame, .RaLayout-contentWithSidebar, .RaLayout-content': {
            margin: '0 !important',
            padding: '0 !important',
            backgroundColor: '#fff !important',
          },
          'html, body, .RaLayout-root, .layout': { backgroundColor: '#fff !important' },
        },
      },
    },
  },
} satisfies ThemeOptions;

/**
 * One theme for the dashboard and the public pages; system fonts (no web font download).
 * Buttons keep their case: SPEC's labels ('Sign In', 'Add Agent', ...) are shown as written.
 */
export const theme = createTheme({
  ...reactAdminDefaults,
  ...productThemeOptions,
  components: { ...reactAdminDefaults.components, ...productThemeOptions.components },
});
