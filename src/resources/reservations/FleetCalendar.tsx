import { useMemo, useState } from 'react';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useTranslate } from 'ra-core';
import type { Car } from '../../dataProvider/fleet';
import type { Reservation } from '../../dataProvider/reservations';
import { monthDays, occupancyGrid } from '../../lib/rentalCalendar';

const STATUS_COLOR: Record<string, string> = {
  pending: '#f59e0b',
  confirmed: '#3b82f6',
  active: '#16a34a',
  completed: '#9ca3af',
};

/**
 * What the bars' colours mean, above the grid so it is read before the bars: a labelled list, one
 * swatch (the bar's own colour and shape) per status a bar can have.
 */
function CalendarLegend() {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
      <Typography variant="body2" id="calendar-legend" sx={{ fontWeight: 500 }}>
        {translate('rental.calendar.legend')}
      </Typography>
      <Box
        component="ul"
        aria-labelledby="calendar-legend"
        sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0 }}
      >
        {Object.entries(STATUS_COLOR).map(([status, color]) => (
          <Box component="li" key={status} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Box
              aria-hidden
              data-testid={`legend-${status}`}
              sx={{ width: 22, height: 12, bgcolor: color, borderRadius: 0.5 }}
            />
            <Typography variant="body2" component="span">
              {translate(`rental.status.${status}`)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** Occupancy calendar: one row per car, one column per day of the month, reservations as coloured cells. */
export function FleetCalendar({
  cars,
  reservations,
  onOpen,
}: {
  cars: Car[];
  reservations: Reservation[];
  onOpen: (r: Reservation) => void;
}) {
  const translate = useTranslate();
  const [cursor, setCursor] = useState(() => {
    const now = new Date();
    return { year: now.getFullYear(), month: now.getMonth() };
  });
  const days = useMemo(() => monthDays(cursor.year, cursor.month), [cursor]);
  const bookings = useMemo(
    () => reservations.map((r) => ({ ...r, carId: r.car?._id ?? r.carId })),
    [reservations],
  );
  const { grid, rate } = useMemo(
    () =>
      occupancyGrid(
        cars.map((c) => c.id),
        bookings,
        days,
      ),
    [cars, bookings, days],
  );
  const move = (delta: number) =>
    setCursor(({ year, month }) => ({
      year: month + delta < 0 ? year - 1 : month + delta > 11 ? year + 1 : year,
      month: (month + delta + 12) % 12,
    }));
  const title = new Date(cursor.year, cursor.month, 1).toLocaleDateString('fr-FR', {
    month: 'long',
    year: 'numeric',
  });
  const percent = new Intl.NumberFormat('fr-FR', {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(rate / 100);

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" sx={{ flexGrow: 1 }}>
          {translate('rental.calendar.title')} — {title}
        </Typography>
        <Typography variant="body2" data-testid="calendar-occupancy">
          {translate('rental.calendar.occupancy', { rate: percent })}
        </Typography>
        <IconButton aria-label={translate('rental.calendar.previous')} onClick={() => move(-1)}>
          <ChevronLeftIcon />
        </IconButton>
        <IconButton aria-label={translate('rental.calendar.next')} onClick={() => move(1)}>
          <ChevronRightIcon />
        </IconButton>
      </Box>
      <CalendarLegend />
      <Box
        sx={{
          overflowX: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          width: 0,
          minWidth: '100%',
        }}
      >
        <Box component="table" sx={{ borderCollapse: 'collapse', fontSize: 12, minWidth: '100%' }}>
          <thead>
            <tr>
              <Box
                component="th"
                sx={{
                  position: 'sticky',
                  left: 0,
                  bgcolor: 'background.paper',
                  textAlign: 'left',
                  p: 1,
                  minWidth: 150,
                  zIndex: 1,
                }}
              >
                {translate('rental.calendar.car')}
              </Box>
              {days.map((d) => (
                <Box
                  component="th"
                  key={d}
                  sx={{ p: 0.5, minWidth: 22, fontWeight: 500, color: 'text.secondary' }}
                >
                  {Number(d.slice(8))}
                </Box>
              ))}
            </tr>
          </thead>
          <tbody>
            {cars.map((car) => (
              <tr key={car.id}>
                <Box
                  component="th"
                  sx={{
                    position: 'sticky',
                    left: 0,
                    bgcolor: 'background.paper',
                    textAlign: 'left',
                    p: 1,
                    fontWeight: 500,
                    whiteSpace: 'nowrap',
                    zIndex: 1,
                  }}
                >
                  {car.mark} {car.model} {car.year}
                  {/* Two identical cars are told apart by their plate (issue 18). */}
                  <Box
                    component="span"
                    sx={{ display: 'block', fontSize: '0.75em', color: 'text.secondary' }}
                  >
                    {car.licensePlate}
                  </Box>
                </Box>
                {(grid.get(car.id) ?? []).map((b, i) => (
                  <Box
                    component="td"
                    key={days[i]}
                    sx={{ p: 0, borderLeft: 1, borderColor: 'divider', height: 28 }}
                  >
                    {b ? (
                      <Tooltip title={`${b.customer.name} — ${translate(`rental.status.${b.status}`)}`}>
                        <Box
                          component="button"
                          type="button"
                          data-testid="calendar-booking"
                          // The colour's meaning is in the name too: a screen reader hears the status.
                          aria-label={`${b.customer.name} — ${translate(`rental.status.${b.status}`)} — ${days[i]}`}
                          onClick={() => onOpen(b)}
                          sx={{
                            display: 'block',
                            width: '100%',
                            height: 22,
                            border: 0,
                            cursor: 'pointer',
                            bgcolor: STATUS_COLOR[b.status] ?? '#9ca3af',
                          }}
                        />
                      </Tooltip>
                    ) : null}
                  </Box>
                ))}
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
    </Box>
  );
}
