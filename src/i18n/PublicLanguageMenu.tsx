import { MenuItem, TextField } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { useLocaleState, useLocales, useTranslate } from 'ra-core';

/** The language choice on public pages; the same stored setting as the dashboard's app-bar menu. */
export function PublicLanguageMenu() {
  const translate = useTranslate();
  const locales = useLocales();
  const [locale, setLocale] = useLocaleState();
  const current = locales.find((l) => l.locale === locale)?.name ?? locale;
  // The name goes on the combobox itself and starts with what it shows (WCAG 2.5.3).
  const name = `${current} – ${translate('app.language')}`;
  return (
    <TextField
      select
      size="small"
      variant="outlined"
      value={locale}
      onChange={(e) => setLocale(e.target.value)}
      slotProps={{
        input: { startAdornment: <TranslateIcon fontSize="small" sx={{ mr: 1, color: 'text.secondary' }} /> },
        select: { SelectDisplayProps: { 'aria-label': name } },
      }}
      sx={{ minWidth: 200 }}
    >
      {locales.map((l) => (
        <MenuItem key={l.locale} value={l.locale}>
          {l.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
