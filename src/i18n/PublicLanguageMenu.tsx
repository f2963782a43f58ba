import { MenuItem, TextField } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { PUBLIC_LOCALES, type LocaleCode } from './publicLocales';
import { usePublicI18n } from './usePublicTranslate';

/** The language choice on public pages; the same stored setting as the dashboard's app-bar menu. */
export function PublicLanguageMenu() {
  const { locale, setLocale, translate } = usePublicI18n();
  return (
    <TextField
      select
      size="small"
      variant="outlined"
      value={locale}
      onChange={(e) => setLocale(e.target.value as LocaleCode)}
      aria-label={translate('app.language')}
      slotProps={{
        input: { startAdornment: <TranslateIcon fontSize="small" sx={{ mr: 1, color: 'text.secondary' }} /> },
      }}
      sx={{ minWidth: 200 }}
    >
      {PUBLIC_LOCALES.map((l) => (
        <MenuItem key={l.locale} value={l.locale}>
          {l.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
