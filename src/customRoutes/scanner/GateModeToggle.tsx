import { Box, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import { useTranslate } from 'ra-core';
import type { GateDirection } from '../../contract/gates';
import type { GateList } from '../../contract/gates';

/** Exit mode's colour: dark enough for white text at any size (WCAG AA). */
const EXIT_BG = '#8a3a00';
const ENTRY_BG = '#1b5e20';

/**
 * Entry or exit (extension checkInLists): two large buttons, one pressed, in a bar that stays at
 * the top of the screen while the list scrolls, so the mode is always in sight; in exit mode the
 * bar itself turns dark orange and says so in words. The agent's list is named beside it.
 */
export function GateModeToggle({
  direction,
  onChange,
  list,
}: {
  direction: GateDirection;
  onChange: (d: GateDirection) => void;
  list: GateList | null;
}) {
  const translate = useTranslate();
  const exit = direction === 'exit';
  return (
    <Box
      data-testid="gate-mode"
      data-mode={direction}
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 2,
        bgcolor: exit ? EXIT_BG : 'background.paper',
        color: exit ? '#fff' : 'text.primary',
        border: 2,
        borderColor: exit ? EXIT_BG : ENTRY_BG,
        borderRadius: 1,
        p: 1,
        display: 'grid',
        gap: 1,
      }}
    >
      <ToggleButtonGroup
        exclusive
        fullWidth
        value={direction}
        onChange={(_, v: GateDirection | null) => v && onChange(v)}
        aria-label={translate('scanner.gates.mode')}
      >
        {(['entry', 'exit'] as const).map((d) => (
          <ToggleButton
            key={d}
            value={d}
            sx={{
              minHeight: 56,
              fontSize: 18,
              fontWeight: 700,
              gap: 1,
              bgcolor: '#fff',
              color: 'rgba(0,0,0,0.87)',
              '&:hover': { bgcolor: '#f2f2f2' },
              '&.Mui-selected, &.Mui-selected:hover': {
                bgcolor: d === 'exit' ? '#5c2600' : ENTRY_BG,
                color: '#fff',
              },
            }}
          >
            {d === 'entry' ? <LoginIcon /> : <LogoutIcon />}
            {translate(`scanner.gates.${d}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Typography
        role="status"
        sx={{ fontWeight: 700, fontSize: exit ? 18 : 15, textAlign: 'center', overflowWrap: 'anywhere' }}
      >
        {translate(exit ? 'scanner.gates.exitBanner' : 'scanner.gates.entryBanner')}
        {list ? ` · ${translate('scanner.gates.list', { name: list.name })}` : ''}
      </Typography>
    </Box>
  );
}
