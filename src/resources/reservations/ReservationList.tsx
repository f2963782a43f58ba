import {
  Box,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'ra-core';
import type { Reservation } from '../../dataProvider/rental';
import type { ReservationStatus } from '../../contract/rental';
import { formatTND } from '../../lib/money';
import { formatDateFr, localDay } from '../../lib/dates';
import { StatusSelect } from './StatusSelect';

interface Props {
  reservations: Reservation[];
  onView: (r: Reservation) => void;
  onEdit: (r: Reservation) => void;
  onDelete: (r: Reservation) => void;
  onStatus: (r: Reservation, s: ReservationStatus) => void;
}

export const dayFr = (iso: string) => formatDateFr(localDay(iso));

/** The reservation list: customer, vehicle, dates, amount, status dropdown, actions. */
export function ReservationList({ reservations, onView, onEdit, onDelete, onStatus }: Props) {
  const translate = useTranslate();
  if (reservations.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
        {translate('rental.reservations.empty')}
      </Typography>
    );
  }
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, width: 0, minWidth: '100%' }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            {['customer', 'car', 'dates', 'amount', 'status', 'actions'].map((k) => (
              <TableCell key={k}>{translate(`rental.reservations.${k}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {reservations.map((r) => (
            <TableRow key={r.id} hover data-testid="reservation-row">
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {r.customer.name}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {r.customer.phone}
                </Typography>
              </TableCell>
              <TableCell>
                {r.car ? (
                  <>
                    <Typography variant="body2">
                      {r.car.mark} {r.car.model}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {r.car.licensePlate}
                    </Typography>
                  </>
                ) : (
                  translate('rental.reservations.deletedCar')
                )}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Typography variant="body2">
                  {dayFr(r.pickupDate)} → {dayFr(r.returnDate)}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {translate('rental.reservations.days', { smart_count: r.totalDays })}
                </Typography>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTND(r.totalAmount)}</TableCell>
              <TableCell>
                <StatusSelect id={`status-${r.id}`} value={r.status} onChange={(s) => onStatus(r, s)} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Box sx={{ display: 'flex' }}>
                  <Tooltip title={translate('rental.reservations.view')}>
                    <IconButton
                      size="small"
                      aria-label={translate('rental.reservations.view')}
                      onClick={() => onView(r)}
                    >
                      <VisibilityIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={translate('rental.reservations.edit')}>
                    <IconButton
                      size="small"
                      aria-label={translate('rental.reservations.edit')}
                      onClick={() => onEdit(r)}
                    >
                      <EditIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={translate('rental.reservations.delete')}>
                    <IconButton
                      size="small"
                      color="error"
                      aria-label={translate('rental.reservations.delete')}
                      onClick={() => onDelete(r)}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </Box>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
