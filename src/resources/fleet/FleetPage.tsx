import { Navigate, useParams } from 'react-router-dom';
import { useState } from 'react';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Confirm } from 'react-admin';
import { useDataProvider, useGetList, useTranslate } from 'ra-core';
import type { AppDataProvider } from '../../dataProvider';
import type { Car } from '../../dataProvider/rental';
import type { Availability } from '../../contract/rental';
import { FleetCounters } from './FleetCounters';
import { CarCard } from './CarCard';
import { CarFormDialog } from './CarFormDialog';

/** 'Gestion de la flotte' (/dashboard/fleet): counters, the vehicles, add/edit modals, availability, delete. */
export function FleetPage() {
  // The resource's list route matches /fleet/*: deeper paths are unknown dashboard paths.
  const rest = useParams()['*'];
  return rest ? <Navigate to="/dashboard" replace /> : <FleetPageScreen />;
}

function FleetPageScreen() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const {
    data: cars = [],
    isPending,
    refetch,
  } = useGetList<Car>(
    'fleet',
    { pagination: { page: 1, perPage: 1000 } },
    // SPEC §8: a fleet load failure is only logged.
    { onError: (err) => console.error('Fleet load failed', err) },
  );
  const [editing, setEditing] = useState<Car | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Car | null>(null);

  const changeAvailability = async (car: Car, availability: Availability) => {
    try {
      await dataProvider.setCarAvailability(car.id, availability);
    } catch (err) {
      console.error('Availability change failed', err);
    }
    await refetch();
  };

  const remove = async () => {
    if (!deleting) return;
    try {
      await dataProvider.delete('fleet', { id: deleting.id, previousData: deleting });
    } catch (err) {
      console.error('Car delete failed', err);
    }
    setDeleting(null);
    await refetch();
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
        <Box>
          <Typography variant="h4" component="h1">
            {translate('rental.fleet.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('rental.fleet.subtitle')}
          </Typography>
        </Box>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          {translate('rental.fleet.add')}
        </Button>
      </Box>
      <FleetCounters cars={cars} />
      {isPending ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label={translate('rental.fleet.loading')} />
        </Box>
      ) : cars.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
          {translate('rental.fleet.empty')}
        </Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)', xl: 'repeat(4, 1fr)' },
            gap: 2,
          }}
        >
          {cars.map((car) => (
            <CarCard
              key={car.id}
              car={car}
              onEdit={() => setEditing(car)}
              onDelete={() => setDeleting(car)}
              onAvailability={(a) => changeAvailability(car, a)}
            />
          ))}
        </Box>
      )}
      {editing && (
        <CarFormDialog
          car={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            setEditing(null);
            await refetch();
          }}
        />
      )}
      <Confirm
        isOpen={Boolean(deleting)}
        title="rental.fleet.delete"
        content="rental.fleet.confirmDelete"
        confirm="rental.fleet.delete"
        cancel="rental.carForm.cancel"
        onConfirm={remove}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
