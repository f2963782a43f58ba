import { Box, Card, CardContent, Chip, Typography, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, FilterButton, List, Pagination, TopToolbar } from 'react-admin';
import { useListContext, useTranslate } from 'ra-core';
import type { Reservation } from '../../dataProvider/reservations';
import { formatTND } from '../../lib/money';
import { dayFr } from './reservationFormat';
import { reservationFilters } from './reservationFilters';
import { reservationExporter } from './reservationExport';
import { StatusSelect } from './StatusSelect';
import { RowActions } from './RowActions';
import { AllowedExportButton } from '../../layout/AllowedExportButton';

const Col = DataTable.Col<Reservation>;

/** Payment badge text: dark shades for a 4.5:1 contrast on white (axe). */
const PAYMENT_TEXT = { pending: '#b45309', paid: 'success.dark', refunded: 'text.secondary' } as const;

function Actions() {
  return (
    <TopToolbar sx={{ flexWrap: 'nowrap', whiteSpace: 'nowrap' }}>
      <FilterButton />
      <AllowedExportButton maxResults={100000} />
    </TopToolbar>
  );
}

function Customer({ r }: { r: Reservation }) {
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {r.customer.name}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {r.customer.phone}
      </Typography>
    </>
  );
}

function Vehicle({ r }: { r: Reservation }) {
  const translate = useTranslate();
  if (!r.car) return <>{translate('rental.reservations.deletedCar')}</>;
  return (
    <>
      <Typography variant="body2">
        {r.car.mark} {r.car.model}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {r.car.licensePlate}
      </Typography>
    </>
  );
}

function Dates({ r }: { r: Reservation }) {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
        {dayFr(r.pickupDate)} → {dayFr(r.returnDate)}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {translate('rental.reservations.days', { smart_count: r.totalDays })}
      </Typography>
    </>
  );
}

/** The payment status; `labelled` names it ('Paiement : En attente') where no column header does. */
function Payment({ r, labelled = false }: { r: Reservation; labelled?: boolean }) {
  const translate = useTranslate();
  const status = translate(`rental.paymentStatus.${r.paymentStatus}`);
  return (
    <Chip
      size="small"
      variant="outlined"
      label={labelled ? translate('rental.reservations.paymentChip', { status }) : status}
      sx={{ color: PAYMENT_TEXT[r.paymentStatus], borderColor: PAYMENT_TEXT[r.paymentStatus] }}
    />
  );
}

/** Below `sm`: one card per reservation, with the same status dropdown and actions. */
function ReservationCards() {
  const translate = useTranslate();
  const { data, isPending } = useListContext<Reservation>();
  if (isPending) return null;
  if (!data?.length) {
    return (
      <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
        {translate('rental.reservations.empty')}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {data.map((r) => (
        <Card key={r.id} variant="outlined" data-testid="reservation-row">
          <CardContent sx={{ display: 'grid', gap: 1, '&:last-child': { pb: 2 } }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Box sx={{ minWidth: 0 }}>
                <Customer r={r} />
              </Box>
              <Typography variant="body2" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {formatTND(r.totalAmount)}
              </Typography>
            </Box>
            <Box>
              <Vehicle r={r} />
            </Box>
            <Box>
              <Dates r={r} />
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              {/* On a card no column header names them: the dropdown and the chip say what they are. */}
              <StatusSelect reservation={r} labelled />
              <Payment r={r} labelled />
              <Box sx={{ ml: 'auto' }}>
                <RowActions reservation={r} />
              </Box>
            </Box>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

/** The reservation list: react-admin's filters, sortable columns, pagination and CSV export. */
export function ReservationList() {
  const translate = useTranslate();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List
      resource="reservations"
      title={false}
      filters={reservationFilters(translate)}
      actions={<Actions />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
      exporter={reservationExporter(translate)}
      empty={false}
      component="div"
    >
      {isPhone ? (
        <ReservationCards />
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <DataTable
            rowClick={false}
            bulkActionButtons={false}
            empty={
              <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
                {translate('rental.reservations.empty')}
              </Typography>
            }
          >
            {/* Customer, vehicle and dates each show several fields (sorted by the first): they name
                their labels. */}
            <Col
              source="customer.name"
              label="rental.reservations.customer"
              render={(r) => <Customer r={r} />}
            />
            <Col
              source="car.mark"
              label="resources.reservations.fields.car"
              render={(r) => <Vehicle r={r} />}
            />
            <Col source="pickupDate" label="rental.reservations.dates" render={(r) => <Dates r={r} />} />
            <Col
              source="totalAmount"
              render={(r) => formatTND(r.totalAmount)}
              cellSx={() => ({ whiteSpace: 'nowrap' })}
            />
            <Col source="status" render={(r) => <StatusSelect reservation={r} />} />
            <Col source="paymentStatus" render={(r) => <Payment r={r} />} />
            <Col
              label="rental.reservations.actions"
              disableSort
              render={(r) => <RowActions reservation={r} />}
            />
          </DataTable>
        </Box>
      )}
    </List>
  );
}
