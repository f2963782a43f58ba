import { useEffect, useState } from 'react';
import { Box, InputAdornment, MenuItem, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useListContext, useTranslate } from 'ra-core';
import { TICKET_STATUSES } from '../../lib/ticketStatus';

/** Search (client-side over name, phone and ticket id) and the status filter (server-side). */
export function TicketFilters() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const [q, setQ] = useState<string>((filterValues.q as string) ?? '');
  const status = (filterValues.status as string) ?? 'all';

  useEffect(() => {
    const handle = setTimeout(() => {
      if ((filterValues.q ?? '') !== q) setFilters({ ...filterValues, q: q || undefined }, undefined, false);
    }, 300);
    return () => clearTimeout(handle);
  }, [q, filterValues, setFilters]);

  return (
    <Box sx={{ display: 'flex', gap: 2, flexDirection: { xs: 'column', sm: 'row' }, mb: 2 }}>
      <TextField
        size="small"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        placeholder={translate('events.tickets.search')}
        slotProps={{
          htmlInput: { 'aria-label': translate('events.tickets.search') },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
        sx={{ flexGrow: 1 }}
      />
      <TextField
        select
        size="small"
        label={translate('events.tickets.status')}
        value={status}
        onChange={(e) =>
          setFilters(
            { ...filterValues, status: e.target.value === 'all' ? undefined : e.target.value },
            undefined,
            false,
          )
        }
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="all">{translate('events.tickets.all')}</MenuItem>
        {TICKET_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {translate(`events.ticketStatus.${s}`)}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
