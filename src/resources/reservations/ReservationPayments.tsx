import { useMemo } from 'react';
import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import {
  CanAccess,
  CreateBase,
  Form,
  NumberInput,
  SaveButton,
  SelectInput,
  useGetList,
  useNotify,
  useRefresh,
  useSaveContext,
  useTranslate,
} from 'react-admin';
import { useWatch, type FieldValues } from 'react-hook-form';
import {
  PAYMENT_METHOD_LIST,
  PAYMENT_STATUS_LIST,
  boundedPaymentSchema,
  type ApiPayment,
} from '../../contract/payments';
import { fromMillimes } from '../../contract/money';
import { paymentRoom, roomFor, type PaymentRoom } from '../../lib/paymentBounds';
import { useSubmissionKey } from './useSubmissionKey';
import type { PaymentMethod, PaymentStatus } from '../../contract/rental';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatDateTimeFr } from '../../lib/dates';
import { formatTND } from '../../lib/money';
import { PaymentStatusChip } from '../../layout/PaymentStatusChip';
import { i18nChoices } from '../../lib/choices';

const NO_ENTRIES: readonly ApiPayment[] = [];

export interface ReservationPaymentsProps {
  reservation: {
    id: string;
    totalAmount: number;
    paymentMethod: PaymentMethod;
    paymentStatus: PaymentStatus;
    /** The car's security deposit is collected with the rental (SPEC §9). */
    car?: { securityDeposit: number } | null;
    /** A payment is not dated before the reservation was made. */
    createdAt?: string;
  };
  /** The reservation's payment now follows this entry (the detail shows it without a reload). */
  onRecorded?: (payment: { paymentStatus: PaymentStatus; paymentMethod: PaymentMethod }) => void;
}

/**
 * Records a reservation's payment from its detail (POST /api/reservations/{id}/payments through the
 * 'payments' resource) and shows the payment timeline. Each submit appends an entry: a refund is a
 * new entry, never an edit of the old one.
 */
export function ReservationPayments({ reservation, onRecorded }: ReservationPaymentsProps) {
  const translate = useTranslate();
  const notify = useNotify();
  // The reservation's payment, the lists and the journal timeline all change with a new entry.
  const refresh = useRefresh();
  const t = (k: string) => translate(`resources.payments.${k}`);
  const submission = useSubmissionKey();
  const { data: entries = NO_ENTRIES, isPending } = useGetList<ApiPayment>('payments', {
    filter: { reservationId: reservation.id },
    sort: { field: 'paidAt', order: 'DESC' },
    pagination: { page: 1, perPage: 100 },
  });
  // What the entries leave room for: the form checks it before sending, the server again under a lock.
  const room = useMemo(
    () => paymentRoom(reservation.totalAmount, entries, reservation.car?.securityDeposit ?? 0),
    [reservation.totalAmount, reservation.car?.securityDeposit, entries],
  );
  return (
    <Box component="section" aria-labelledby="record-payment-title" sx={{ mt: 2 }}>
      <Typography id="record-payment-title" variant="subtitle2" component="h3">
        {t('form.title')}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {t('form.hint')}
      </Typography>
      <CanAccess resource="payments" action="create">
        <CreateBase<ApiPayment>
          resource="payments"
          record={{ status: 'paid', method: reservation.paymentMethod, amount: reservation.totalAmount }}
          redirect={false}
          mutationOptions={{
            meta: { reservationId: reservation.id },
            onSuccess: (payment) => {
              submission.done();
              notify('resources.payments.form.recorded', { type: 'success' });
              onRecorded?.({ paymentStatus: payment.status, paymentMethod: payment.method });
              refresh();
            },
          }}
        >
          <PaymentForm
            room={room}
            notBefore={reservation.createdAt}
            reservationId={reservation.id}
            keyFor={submission.keyFor}
          />
        </CreateBase>
      </CanAccess>
      <PaymentTimeline entries={entries} isPending={isPending} />
    </Box>
  );
}

/**
 * The payment fields, checked against the room left ({@link boundedPaymentSchema}, the server's own
 * rule: its messages are keys of `rental.validation`, French by default). Each submission carries an
 * Idempotency-Key, kept while the same values are sent again; the server's refusal shows under its field.
 */
function PaymentForm({
  room,
  notBefore,
  reservationId,
  keyFor,
}: {
  room: PaymentRoom;
  notBefore?: string;
  reservationId: string;
  keyFor: (fingerprint: string) => string;
}) {
  const translate = useTranslate();
  const { save } = useSaveContext();
  const resolver = useMemo(() => zodResolver(boundedPaymentSchema(room, notBefore)), [room, notBefore]);
  const submit = (values: FieldValues) =>
    save?.(values, { meta: { reservationId, idempotencyKey: keyFor(JSON.stringify(values)) } });
  return (
    // onTouched: the error shows when leaving the field, then clears as soon as it is fixed.
    <Form resolver={resolver} mode="onTouched" reValidateMode="onChange" onSubmit={submit}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
          columnGap: 1,
          mt: 1,
        }}
      >
        <SelectInput
          source="status"
          choices={i18nChoices(PAYMENT_STATUS_LIST, 'rental.paymentStatus')}
          helperText={false}
        />
        <SelectInput
          source="method"
          choices={i18nChoices(PAYMENT_METHOD_LIST, 'rental.paymentMethod')}
          helperText={false}
        />
        <AmountInput room={room} />
      </Box>
      <SaveButton label={translate('resources.payments.form.submit')} alwaysEnable />
    </Form>
  );
}

/** The amount, with what remains due and what the chosen method may still refund under it. */
function AmountInput({ room }: { room: PaymentRoom }) {
  const translate = useTranslate();
  const method = useWatch<FieldValues>({ name: 'method' }) as string | undefined;
  return (
    <NumberInput
      source="amount"
      step={0.001}
      min={0}
      helperText={translate('resources.payments.form.room', {
        remaining: formatTND(fromMillimes(room.remaining)),
        refundable: formatTND(fromMillimes(roomFor('refunded', room, method))),
      })}
    />
  );
}

/** The reservation's payment entries, newest first (each recorded entry stays). */
function PaymentTimeline({
  entries: data,
  isPending,
}: {
  entries: readonly ApiPayment[];
  isPending: boolean;
}) {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h4">
        {translate('resources.payments.form.timeline')}
      </Typography>
      {!isPending && data.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.payments.form.none')}
        </Typography>
      ) : (
        <List dense disablePadding data-testid="payment-timeline">
          {data.map((p) => (
            <ListItem key={p.id} disableGutters divider>
              <ListItemText
                primary={
                  <Box
                    component="span"
                    sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
                  >
                    <PaymentStatusChip status={p.status} />
                    <span>{formatTND(p.amount)}</span>
                    <span>· {translate(`rental.paymentMethod.${p.method}`)}</span>
                  </Box>
                }
                secondary={formatDateTimeFr(p.paidAt)}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
