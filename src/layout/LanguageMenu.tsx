import { lazy, Suspense, useState } from 'react';
import { Button, IconButton, useMediaQuery, type Theme } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { useLocaleState, useLocales, useTranslate } from 'ra-core';

// The menu (MUI Menu, Popover) is only needed once the button is pressed.
const LanguageMenuList = lazy(() => import('./LanguageMenuList'));

/**
 * The app bar's language switch (react-admin stores the choice). On phones it is an icon only, so
 * the page title keeps its room.
 */
export function LanguageMenu() {
  const translate = useTranslate();
  const locales = useLocales();
  const [locale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const current = locales.find((l) => l.locale === locale)?.name ?? locale;
  const label = translate('app.language');

  return (
    <>
      {compact ? (
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="menu"
          title={label}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <TranslateIcon />
        </IconButton>
      ) : (
        <Button
          color="inherit"
          // The visible text leads the name (WCAG 2.5.3): speech users say what they see.
          aria-label={`${current} – ${label}`}
          aria-haspopup="menu"
          startIcon={<TranslateIcon />}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          {current}
        </Button>
      )}
      {anchor && (
        <Suspense fallback={null}>
          <LanguageMenuList anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
