import { describe, expect, it } from 'vitest';
import { defaultTheme } from 'react-admin';
import { createTheme, type Theme } from '@mui/material/styles';
import { productThemeOptions, theme } from '../../src/layout/theme';

/** The theme as it was built before: react-admin's defaultTheme spread under the product's settings. */
const previous = createTheme({
  ...defaultTheme,
  ...productThemeOptions,
  components: { ...defaultTheme.components, ...productThemeOptions.components },
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
