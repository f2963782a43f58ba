import { Link } from 'react-router-dom';
import { Box, Button, Card, CardActions, CardContent, Chip, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import { CanAccess, useCreatePath, useTranslate } from 'ra-core';
import { assetUrl } from '../../api/config';
import type { Car } from '../../dataProvider/fleet';
import { formatTND } from '../../lib/money';
import { AvailabilitySelect } from './AvailabilitySelect';
import { DeleteCarButton } from './DeleteCarButton';

/** Badge colours, dark shades so white text keeps a 4.5:1 contrast (axe). */
const AVAILABILITY_BADGE = {
  available: { bgcolor: 'success.dark', color: '#fff' },
  rented: { bgcolor: 'info.dark', color: '#fff' },
  maintenance: { bgcolor: '#b45309', color: '#fff' },
  unavailable: { bgcolor: 'grey.700', color: '#fff' },
} as const;

/**
 * One vehicle of the list: first picture, identity, prices, availability dropdown, and the
 * actions: a link to the car's edit modal (its own address), delete.
 */
export function CarCard({ car }: { car: Car }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const [first] = car.images;
  return (
    <Card variant="outlined" data-testid="car-card" sx={{ display: 'flex', flexDirection: 'column' }}>
      <Box
        sx={{
          position: 'relative',
          aspectRatio: '16 / 10',
          bgcolor: 'grey.100',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {first ? (
          <Box
            component="img"
            src={assetUrl(first)}
            alt={`${car.mark} ${car.model}`}
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <Box sx={{ textAlign: 'center', color: 'text.disabled' }}>
            <DirectionsCarIcon fontSize="large" />
            <Typography variant="caption" component="div">
              {translate('rental.fleet.noImage')}
            </Typography>
          </Box>
        )}
        <Chip
          size="small"
          label={translate(`rental.availability.${car.availability}`)}
          sx={{ position: 'absolute', top: 8, left: 8, ...AVAILABILITY_BADGE[car.availability] }}
        />
        {car.images.length > 1 && (
          <Chip
            size="small"
            icon={<PhotoLibraryIcon />}
            label={car.images.length}
            sx={{ position: 'absolute', top: 8, right: 8, bgcolor: 'rgba(255,255,255,0.9)' }}
          />
        )}
      </Box>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="h6" component="h2" sx={{ lineHeight: 1.2, overflowWrap: 'anywhere' }}>
          {car.mark} {car.model}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {car.year} · {car.color} · {car.licensePlate}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate(`rental.category.${car.category}`)} · {translate(`rental.fuel.${car.fuelType}`)} ·{' '}
          {translate(`rental.transmission.${car.transmission}`)} ·{' '}
          {translate('rental.fleet.seats', { smart_count: car.seatingCapacity })}
        </Typography>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700, mt: 1 }}>
          {translate('rental.fleet.perDay', { amount: formatTND(car.dailyRate) })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('rental.fleet.deposit', { amount: formatTND(car.securityDeposit) })}
        </Typography>
        {car.features.length > 0 && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
            {car.features.map((f) => (
              <Chip key={f} label={f} size="small" variant="outlined" />
            ))}
          </Box>
        )}
      </CardContent>
      <Box sx={{ px: 2 }}>
        <AvailabilitySelect car={car} />
      </Box>
      <CardActions>
        <CanAccess resource="fleet" action="edit">
          <Button
            component={Link}
            to={createPath({ resource: 'fleet', id: car.id, type: 'edit' })}
            size="small"
            startIcon={<EditIcon />}
          >
            {translate('rental.fleet.edit')}
          </Button>
        </CanAccess>
        <DeleteCarButton car={car} />
      </CardActions>
    </Card>
  );
}
