import { describe, expect, it } from 'vitest';
import { defaultTheme } from 'react-admin';
import { createTheme, type Theme } from '@mui/material/styles';
import { theme } from '../../src/layout/theme';

/** The theme as it was built before: react-admin's defaultTheme spread under the product's settings. */
const previous = createTheme({
  ...defaultTheme,
  palette: {
    primary: { main: '#1D4ED8' },
    secondary: { main: '#1E3A8A' },
    warning: { main: '#B45309' },
    info: { main: '#0369A1' },
    background: { default: '#F5F7FB' },
  },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  shape: { borderRadius: 8 },
  components: { ...defaultTheme.components, MuiButton: { defaultProps: { disableElevation: true } } },
});

/** A comparable snapshot: variant style functions replaced by what they return, other functions by a marker. */
function snapshot(t: Theme): unknown {
  return JSON.parse(
    JSON.stringify(t, (key, value: unknown) => {
      if (typeof value !== 'function') return value;
      return key === 'style' ? (value as (a: { theme: Theme }) => unknown)({ theme: t }) : 'function';
    }),
  );
}

describe('theme without react-admin', () => {
  it('equals the theme built on react-admin defaultTheme (the dashboard looks the same)', () => {
    expect(snapshot(theme)).toEqual(snapshot(previous));
  });
});
