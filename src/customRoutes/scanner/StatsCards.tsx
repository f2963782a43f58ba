import { Box, Paper, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';

/** Total Tickets / Scanned / Unscanned. */
export function StatsCards({
  total,
  scanned,
  unscanned,
}: {
  total: number;
  scanned: number;
  unscanned: number;
}) {
  const translate = useTranslate();
  const cards: Array<[string, number, string]> = [
    ['scanner.stats.total', total, 'text.primary'],
    ['scanner.stats.scanned', scanned, 'success.main'],
    ['scanner.stats.unscanned', unscanned, 'warning.main'],
  ];
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: { xs: 1, sm: 2 } }}>
      {cards.map(([label, value, color]) => (
        <Paper
          key={label}
          variant="outlined"
          sx={{ p: { xs: 1.25, sm: 2 }, textAlign: 'center' }}
          data-testid={`stat-${label.split('.').pop()}`}
        >
          <Typography variant="body2" color="text.secondary" noWrap>
            {translate(label)}
          </Typography>
          <Typography sx={{ fontWeight: 700, fontSize: { xs: 22, sm: 28 }, color }}>
            {value.toLocaleString('en-US')}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
