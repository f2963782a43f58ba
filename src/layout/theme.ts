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

/**
 * One theme for the dashboard and the public pages; system fonts (no web font download).
 * Buttons keep their case: SPEC's labels ('Sign In', 'Add Agent', ...) are shown as written.
 */
export const theme = createTheme({
  ...reactAdminDefaults,
  palette: {
    primary: { main: '#1D4ED8' },
    secondary: { main: '#1E3A8A' },
    // Darker than MUI's defaults so white chip text and warning buttons reach 4.5:1 (axe color-contrast).
    warning: { main: '#B45309' },
    info: { main: '#0369A1' },
    background: { default: '#F5F7FB' },
  },
  typography: { fontFamily, button: { textTransform: 'none', fontWeight: 600 } },
  shape: { borderRadius: 8 },
  components: {
    ...reactAdminDefaults.components,
    MuiButton: { defaultProps: { disableElevation: true } },
  },
});
