import { useEffect, useState, type ReactNode } from 'react';
import { Title } from 'react-admin';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { Box, Button, Tab, Tabs } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useQuery } from '@tanstack/react-query';
import { CanAccess, useCreatePath, useDataProvider, useGetList, useTranslate } from 'ra-core';
import type { AppDataProvider } from '../../dataProvider';
import type { Car } from '../../dataProvider/fleet';
import type { Reservation } from '../../dataProvider/reservations';
import { PageHeader } from '../../layout/PageHeader';
import { useDialogRoute } from '../../layout/useDialogRoute';
import { ReservationStatsCards } from './ReservationStatsCards';
import { ReservationList } from './ReservationList';
import { ReservationDialog } from './ReservationDialog';
import { ReservationDetailDialog } from './ReservationDetailDialog';
import { FleetCalendar } from './FleetCalendar';
import { STATS_KEY } from './useRentalRefresh';

const logLoad = (what: string) => (err: unknown) => console.error(`${what} load failed`, err);

/**
 * Reservations management (/dashboard/reservations): stats, list or occupancy calendar, and the
 * modals at their own addresses (`useDialogRoute`): create, `{id}` (edit) and `{id}/show` open
 * over the list, which stays mounted. Other deeper paths are unknown dashboard paths (SPEC §2).
 */
export default function ReservationsPage() {
  const { dialog, close } = useDialogRoute('reservations', DIALOGS);
  if (!dialog) return <Navigate to="/dashboard" replace />;
  return (
    <ReservationsScreen>
      {dialog.type === 'create' && <ReservationDialog onClose={close} />}
      {/* Keyed by the id: another record's address is a new form, not the previous one's values. */}
      {dialog.type === 'edit' && <ReservationDialog key={dialog.id} id={dialog.id} onClose={close} />}
      {dialog.type === 'show' && <ReservationDetailDialog key={dialog.id} id={dialog.id} onClose={close} />}
    </ReservationsScreen>
  );
}

const DIALOGS = ['create', 'edit', 'show'] as const;

/** The occupancy calendar needs every reservation and car, whatever the list's filters. */
function CalendarTab({ onOpen }: { onOpen: (r: Reservation) => void }) {
  // SPEC §8: reservation and fleet loads on this screen are only logged.
  const all = useGetList<Reservation>(
    'reservations',
    { pagination: { page: 1, perPage: 10000 } },
    { onError: logLoad('Reservations') },
  );
  const fleet = useGetList<Car>(
    'fleet',
    { pagination: { page: 1, perPage: 1000 } },
    { onError: logLoad('Fleet') },
  );
  return <FleetCalendar cars={fleet.data ?? []} reservations={all.data ?? []} onOpen={onOpen} />;
}

function ReservationsScreen({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const dataProvider = useDataProvider<AppDataProvider>();
  const stats = useQuery({ queryKey: STATS_KEY, queryFn: () => dataProvider.getReservationStats() });
  useEffect(() => {
    if (stats.error) logLoad('Reservation stats')(stats.error);
  }, [stats.error]);
  const [tab, setTab] = useState<'list' | 'calendar'>('list');
  const openDetail = (r: Reservation) =>
    navigate(createPath({ resource: 'reservations', id: r.id, type: 'show' }));

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      {/* The app bar says what the menu says (short enough for a phone). */}
      <Title title="rental.menu.reservations" />
      <PageHeader title={translate('rental.reservations.title')}>
        <CanAccess resource="reservations" action="create">
          <Button
            component={Link}
            to={createPath({ resource: 'reservations', type: 'create' })}
            variant="contained"
            startIcon={<AddIcon />}
          >
            {translate('rental.reservations.add')}
          </Button>
        </CanAccess>
      </PageHeader>
      <ReservationStatsCards stats={stats.data} />
      <Tabs value={tab} onChange={(_, v) => setTab(v)} sx={{ mb: 1 }}>
        <Tab value="list" label={translate('rental.reservations.listTab')} />
        <Tab value="calendar" label={translate('rental.reservations.calendarTab')} />
      </Tabs>
      {tab === 'list' ? <ReservationList /> : <CalendarTab onOpen={openDetail} />}
      {children}
    </Box>
  );
}
