import { Box, CircularProgress, Typography } from '@mui/material';
import { FilterButton, List, Pagination, SortButton, TopToolbar } from 'react-admin';
import { useListContext, useTranslate } from 'ra-core';
import type { Car } from '../../dataProvider/fleet';
import { CarCard } from './CarCard';
import { fleetFilters } from './fleetFilters';
import { fleetExporter } from './fleetExport';
import { AllowedExportButton } from '../../layout/AllowedExportButton';

function Actions() {
  return (
    <TopToolbar sx={{ flexWrap: 'nowrap', whiteSpace: 'nowrap' }}>
      <FilterButton />
      <SortButton fields={['mark', 'model', 'year', 'dailyRate', 'seatingCapacity']} />
      <AllowedExportButton maxResults={10000} />
    </TopToolbar>
  );
}

/** The vehicles as cards (1 to 4 columns by width), from react-admin's list context. */
function CarGrid() {
  const translate = useTranslate();
  const { data, isPending } = useListContext<Car>();
  if (isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={translate('rental.fleet.loading')} />
      </Box>
    );
  }
  if (!data?.length) {
    return (
      <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
        {translate('rental.fleet.empty')}
      </Typography>
    );
  }
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(3, minmax(0, 1fr))',
          xl: 'repeat(4, minmax(0, 1fr))',
        },
        gap: 2,
      }}
    >
      {data.map((car) => (
        <CarCard key={car.id} car={car} />
      ))}
    </Box>
  );
}

/** The vehicle list: react-admin's filters, sort, pagination and CSV export over the whole fleet. */
export function FleetList() {
  const translate = useTranslate();
  return (
    <List
      resource="fleet"
      title={false}
      filters={fleetFilters(translate)}
      actions={<Actions />}
      sort={{ field: 'mark', order: 'ASC' }}
      perPage={12}
      pagination={<Pagination rowsPerPageOptions={[]} />}
      exporter={fleetExporter(translate)}
      empty={false}
      component="div"
      sx={{ '& .RaList-main': { minWidth: 0 } }}
    >
      <CarGrid />
    </List>
  );
}
