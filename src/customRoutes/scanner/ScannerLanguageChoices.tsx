import { Menu, MenuItem } from '@mui/material';

/**
 * The list of languages under the scanner's language button (its own chunk: see
 * ScannerLanguageMenu). MUI's menu moves focus into the list, answers arrow keys and Escape, and
 * gives focus back to the button when it closes.
 */
export default function ScannerLanguageChoices({
  id,
  labelledBy,
  anchorEl,
  open,
  locales,
  current,
  onChoose,
  onClose,
}: {
  id: string;
  labelledBy: string;
  anchorEl: HTMLElement | null;
  open: boolean;
  locales: ReadonlyArray<{ locale: string; name: string }>;
  current: string;
  onChoose: (locale: string) => void;
  onClose: () => void;
}) {
  return (
    <Menu
      id={id}
      anchorEl={anchorEl}
      open={open && Boolean(anchorEl)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ list: { 'aria-labelledby': labelledBy } }}
    >
      {locales.map((l) => (
        <MenuItem
          key={l.locale}
          role="menuitemradio"
          aria-checked={l.locale === current}
          selected={l.locale === current}
          onClick={() => onChoose(l.locale)}
        >
          {l.name}
        </MenuItem>
      ))}
    </Menu>
  );
}
