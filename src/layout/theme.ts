import { defaultTheme } from 'react-admin';
import { createTheme } from '@mui/material/styles';

const fontFamily = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** One theme for the dashboard and the public pages; system fonts (no web font download). */
export const theme = createTheme({
  ...defaultTheme,
  palette: { primary: { main: '#1D4ED8' }, secondary: { main: '#0F766E' }, background: { default: '#F5F7FB' } },
  typography: { fontFamily },
  shape: { borderRadius: 8 },
});
