import { defaultTheme } from 'react-admin';
import { createTheme } from '@mui/material/styles';

const fontFamily = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/**
 * One theme for the dashboard and the public pages; system fonts (no web font download).
 * Buttons keep their case: SPEC's labels ('Sign In', 'Add Agent', ...) are shown as written.
 */
export const theme = createTheme({
  ...defaultTheme,
  palette: {
    primary: { main: '#1D4ED8' },
    secondary: { main: '#1E3A8A' },
    background: { default: '#F5F7FB' },
  },
  typography: { fontFamily, button: { textTransform: 'none', fontWeight: 600 } },
  shape: { borderRadius: 8 },
  components: {
    ...defaultTheme.components,
    MuiButton: { defaultProps: { disableElevation: true } },
  },
});
