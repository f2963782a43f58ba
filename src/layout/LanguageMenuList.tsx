import { Menu, MenuItem } from '@mui/material';
import { useLocaleState, useLocales } from 'ra-core';

/** The language choices, opened under the app bar's language button. */
export default function LanguageMenuList({ anchor, onClose }: { anchor: HTMLElement; onClose: () => void }) {
  const locales = useLocales();
  const [locale, setLocale] = useLocaleState();
  return (
    <Menu anchorEl={anchor} open onClose={onClose}>
      {locales.map((l) => (
        <MenuItem
          key={l.locale}
          selected={l.locale === locale}
          onClick={() => {
            setLocale(l.locale);
            onClose();
          }}
        >
          {l.name}
        </MenuItem>
      ))}
    </Menu>
  );
}
