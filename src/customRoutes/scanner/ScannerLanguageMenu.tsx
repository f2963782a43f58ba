import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Box, Button, type SxProps, type Theme } from '@mui/material';
import { useLocales, useLocaleState, useTranslate } from 'ra-core';

// MUI's menu (popover, modal, paper) is fetched when the agent opens the menu (or points at it),
// not with the login form: the scanner's first visit has a budget of its own (docs/performance.md).
const loadChoices = () => import('./ScannerLanguageChoices');
const ScannerLanguageChoices = lazy(loadChoices);
const preload = () => void loadChoices().catch(() => undefined);

/** MUI's Translate and ArrowDropDown drawings as plain SVG (no SvgIcon module on this first screen). */
function Glyph({ d }: { d: string }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 24 24"
      aria-hidden
      focusable="false"
      sx={{ width: '1em', height: '1em', fill: 'currentColor', fontSize: '1.25rem', flexShrink: 0 }}
    >
      <path d={d} />
    </Box>
  );
}
const TRANSLATE =
  'm12.87 15.07-2.54-2.51.03-.03c1.74-1.94 2.98-4.17 3.71-6.53H17V4h-7V2H8v2H1v1.99h11.17C11.5 7.92 10.44 9.75 9 11.35 8.07 10.32 7.3 9.19 6.69 8h-2c.73 1.63 1.73 3.17 2.98 4.56l-5.09 5.02L4 19l5-5 3.11 3.11zM18.5 10h-2L12 22h2l1.12-3h4.75L21 22h2zm-2.62 7 1.62-4.33L19.12 17z';
const DROP_DOWN = 'm7 10 5 5 5-5z';

/**
 * The scanner's language menu: a button showing the current language, which opens the list of
 * languages (the same stored setting as the dashboard's and the public pages' menus). It sits on a
 * paper background (it also sits on the coloured header); `sx` places it.
 */
export function ScannerLanguageMenu({ sx }: { sx?: SxProps<Theme> }) {
  const translate = useTranslate();
  const locales = useLocales();
  const [locale, setLocale] = useLocaleState();
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so that closing can animate and focus can come back.
  const [wanted, setWanted] = useState(false);
  const buttonId = useId();
  const menuId = useId();
  const current = locales.find((l) => l.locale === locale)?.name ?? locale;
  return (
    <Box sx={[{ display: 'flex', justifyContent: 'flex-end' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Box sx={{ display: 'flex', bgcolor: 'background.paper', borderRadius: 1 }}>
        <Button
          ref={anchor}
          id={buttonId}
          variant="outlined"
          color="inherit"
          startIcon={<Glyph d={TRANSLATE} />}
          endIcon={<Glyph d={DROP_DOWN} />}
          // The name starts with what the button shows (WCAG 2.5.3), as on the public pages.
          aria-label={`${current} – ${translate('app.language')}`}
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          onPointerEnter={preload}
          onFocus={preload}
          onClick={() => {
            setWanted(true);
            setOpen(true);
          }}
          sx={{
            minWidth: 160,
            justifyContent: 'space-between',
            textTransform: 'none',
            color: 'text.primary',
            borderColor: 'divider',
            '& .MuiButton-endIcon': { ml: 'auto', color: 'text.secondary' },
            '& .MuiButton-startIcon': { color: 'text.secondary' },
          }}
        >
          {current}
        </Button>
        {wanted && (
          <Suspense fallback={null}>
            <ScannerLanguageChoices
              id={menuId}
              labelledBy={buttonId}
              anchorEl={anchor.current}
              open={open}
              locales={locales}
              current={locale}
              onChoose={(chosen) => {
                setOpen(false);
                if (chosen !== locale) setLocale(chosen);
              }}
              onClose={() => setOpen(false)}
            />
          </Suspense>
        )}
      </Box>
    </Box>
  );
}
