import { useEffect, useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { Box, Button, CircularProgress, Tab, Tabs, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Confirm } from 'react-admin';
import { useDataProvider, useGetList, useTranslate } from 'ra-core';
import type { AppDataProvider } from '../../dataProvider';
import type { Car, Reservation } from '../../dataProvider/rental';
import type { ReservationStats, ReservationStatus } from '../../contract/rental';
import { ReservationStatsCards } from './ReservationStatsCards';
import { ReservationList } from './ReservationList';
import { ReservationFormDialog } from './ReservationFormDialog';
import { ReservationDetailDialog } from './ReservationDetailDialog';
import { FleetCalendar } from './FleetCalendar';

const logLoad = (what: string) => (err: unknown) => console.error(`${what} load failed`, err);

/** Reservations management (/dashboard/reservations): stats, list or occupancy calendar, modals. */
export function ReservationsPage() {
  // The resource's list route matches /reservations/*: deeper paths are unknown dashboard paths.
  const rest = useParams()['*'];
  return rest ? <Navigate to="/dashboard" replace /> : <ReservationsPageScreen />;
}

function ReservationsPageScreen() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  // SPEC §8: reservation and fleet loads on this screen are only logged.
  const list = useGetList<Reservation>(
    'reservations',
    { pagination: { page: 1, perPage: 10000 } },
    { onError: logLoad('Reservations') },
  );
  const fleet = useGetList<Car>(
    'fleet',
    { pagination: { page: 1, perPage: 1000 } },
    { onError: logLoad('Fleet') },
  );
  const [stats, setStats] = useState<ReservationStats>();
  const [tab, setTab] = useState<'list' | 'calendar'>('list');
  const [form, setForm] = useState<Reservation | 'new' | null>(null);
  const [detail, setDetail] = useState<Reservation | null>(null);
  const [deleting, setDeleting] = useState<Reservation | null>(null);
  const reservations = list.data ?? [];

  const loadStats = () =>
    dataProvider.getReservationStats().then(setStats).catch(logLoad('Reservation stats'));
  useEffect(() => {
    void loadStats();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load once; refresh() reloads after changes
  }, []);

  const refresh = async () => {
    await Promise.all([list.refetch(), fleet.refetch(), loadStats()]);
  };

  const changeStatus = async (r: Reservation, status: ReservationStatus) => {
    try {
      await dataProvider.setReservationStatus(r.id, status);
    } catch (err) {
      console.error('Status change failed', err);
    }
    await refresh();
  };

  const remove = async () => {
    if (!deleting) return;
    try {
      await dataProvider.delete('reservations', { id: deleting.id, previousData: deleting });
    } catch (err) {
      console.error('Reservation delete failed', err);
    }
    setDeleting(null);
    await refresh();
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 2,
          flexWrap: 'wrap',
          mb: 2,
        }}
      >
        <Typography variant="h4" component="h1">
          {translate('rental.reservations.title')}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setForm('new')}>
          {translate('rental.reservations.add')}
        </Button>
      </Box>
      <ReservationStatsCards stats={stats} />
      <Tabs value={tab} onChange={(_, v) => setTab(v)} sx={{ mb: 2 }}>
        <Tab value="list" label={translate('rental.reservations.listTab')} />
        <Tab value="calendar" label={translate('rental.reservations.calendarTab')} />
      </Tabs>
      {list.isPending ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress />
        </Box>
      ) : tab === 'list' ? (
        <ReservationList
          reservations={reservations}
          onView={setDetail}
          onEdit={setForm}
          onDelete={setDeleting}
          onStatus={changeStatus}
        />
      ) : (
        <FleetCalendar cars={fleet.data ?? []} reservations={reservations} onOpen={setDetail} />
      )}
      {form && (
        <ReservationFormDialog
          reservation={form === 'new' ? null : form}
          onClose={() => setForm(null)}
          onSaved={async () => {
            setForm(null);
            await refresh();
          }}
        />
      )}
      {detail && (
        <ReservationDetailDialog reservation={detail} onClose={() => setDetail(null)} onChanged={refresh} />
      )}
      <Confirm
        isOpen={Boolean(deleting)}
        title="rental.reservations.delete"
        content="rental.reservations.confirmDelete"
        confirm="rental.reservations.delete"
        cancel="rental.reservationForm.cancel"
        onConfirm={remove}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
