import { useEffect, useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { Box, Button, Tab, Tabs } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetList, useTranslate } from 'ra-core';
import type { AppDataProvider } from '../../dataProvider';
import type { Car } from '../../dataProvider/fleet';
import type { Reservation } from '../../dataProvider/reservations';
import { PageHeader } from '../../layout/PageHeader';
import { ReservationStatsCards } from './ReservationStatsCards';
import { ReservationList } from './ReservationList';
import { ReservationDialog } from './ReservationDialog';
import { ReservationDetailDialog } from './ReservationDetailDialog';
import { FleetCalendar } from './FleetCalendar';
import { STATS_KEY } from './useRentalRefresh';

const logLoad = (what: string) => (err: unknown) => console.error(`${what} load failed`, err);

/** Reservations management (/dashboard/reservations): stats, list or occupancy calendar, modals. */
export default function ReservationsPage() {
  // The resource's list route matches /reservations/*: deeper paths are unknown dashboard paths.
  const rest = useParams()['*'];
  return rest ? <Navigate to="/dashboard" replace /> : <ReservationsScreen />;
}

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

function ReservationsScreen() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const stats = useQuery({ queryKey: STATS_KEY, queryFn: () => dataProvider.getReservationStats() });
  useEffect(() => {
    if (stats.error) logLoad('Reservation stats')(stats.error);
  }, [stats.error]);
  const [tab, setTab] = useState<'list' | 'calendar'>('list');
  const [form, setForm] = useState<{ id?: string } | null>(null);
  const [detail, setDetail] = useState<Reservation | null>(null);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <PageHeader title={translate('rental.reservations.title')}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setForm({})}>
          {translate('rental.reservations.add')}
        </Button>
      </PageHeader>
      <ReservationStatsCards stats={stats.data} />
      <Tabs value={tab} onChange={(_, v) => setTab(v)} sx={{ mb: 1 }}>
        <Tab value="list" label={translate('rental.reservations.listTab')} />
        <Tab value="calendar" label={translate('rental.reservations.calendarTab')} />
      </Tabs>
      {tab === 'list' ? (
        <ReservationList onView={setDetail} onEdit={(r) => setForm({ id: r.id })} />
      ) : (
        <CalendarTab onOpen={setDetail} />
      )}
      {form && <ReservationDialog id={form.id} onClose={() => setForm(null)} />}
      {detail && <ReservationDetailDialog reservation={detail} onClose={() => setDetail(null)} />}
    </Box>
  );
}
