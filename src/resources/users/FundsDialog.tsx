import type { ReactNode } from 'react';
import { Dialog, DialogActions, DialogContent, DialogTitle, Typography, Button } from '@mui/material';
import AddCardIcon from '@mui/icons-material/AddCard';
import { useMutation } from '@tanstack/react-query';
import { Form, NumberInput, SaveButton, type FormProps } from 'react-admin';
import { useGetIdentity, useNotify, useTranslate } from 'ra-core';
import { useWatch, type FieldValues } from 'react-hook-form';
import { formatTND } from '../../lib/money';
import type { AppIdentity } from '../../authProvider';
import type { MessageResponse } from '../../contract/business';
import type { PendingApproval } from '../../contract/approvals';
import { readMillimes, toMillimes } from '../../contract/money';
import { useMoneySubmission } from './useMoneySubmission';
import { useAfterMoneyMove } from './useAfterMoneyMove';
import { useNotifyFailure } from './useNotifyFailure';
import { serverFieldErrors } from '../../lib/serverFieldErrors';

export interface FundsDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  intro: ReactNode;
  /** i18n key of the amount's label, where it is not the field's own (`resources.users.fields.amount`). */
  amountLabel?: string;
  submitLabel: string;
  /** zodResolver over the contract schema of the request body (the server validates with the same). */
  resolver: FormProps['resolver'];
  /** The body's other fields (recipients). */
  defaultValues: FieldValues;
  /** Shown under the amount, e.g. the bulk total. */
  summary?: (amount: number) => ReactNode;
  /** What identifies the request besides the amount (recipients), for its Idempotency-Key. */
  target: string;
  /** How many users receive the amount: the total checked against the balance is amount × this. */
  recipients?: number;
  send: (
    amount: number,
    idempotencyKey: string,
  ) => Promise<(MessageResponse & Partial<Pick<PendingApproval, 'status' | 'approvalId'>>) | undefined>;
  successMessage: string;
  /** i18n key of the success notification. */
  successKey: string;
  /** i18n key of the failure notification when the call fails. */
  errorKey: string;
  onSuccess?: () => void;
}

function overBalance(amount: number, recipients: number, balance: number | undefined): boolean {
  const each = readMillimes(amount);
  return balance !== undefined && each !== null && each * recipients > toMillimes(balance);
}

function Summary({ render }: { render?: (amount: number) => ReactNode }) {
  const amount: unknown = useWatch({ name: 'amount' });
  const value = typeof amount === 'number' ? amount : Number.NaN;
  return render && Number.isFinite(value) ? render(value) : null;
}

/**
 * Add Funds and Bulk Add Funds: a react-admin form validated by the contract schema, sent once per
 * submission with an Idempotency-Key through the dataProvider's custom method. A reply whose message
 * is not the success message shows that message (SPEC §8); success closes the modal and refreshes
 * the list and the account balance.
 */
export function FundsDialog(props: FundsDialogProps) {
  const { open, onClose, title, intro, amountLabel, submitLabel, summary, target, send } = props;
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const afterMove = useAfterMoneyMove();
  const { identity } = useGetIdentity();
  const { run, done } = useMoneySubmission();
  const mutation = useMutation({
    mutationFn: ({ amount, key }: { amount: number; key: string }) => send(amount, key),
  });

  const balance = (identity as AppIdentity | undefined)?.balance;
  const submit = async (values: FieldValues) => {
    const amount = Number(values.amount);
    // The balance is known: a total above it is refused here, before anything is sent (the server
    // still checks it, against the balance of that moment).
    if (overBalance(amount, props.recipients ?? 1, balance)) return { amount: 'business.modals.overBalance' };
    try {
      const res = await run(`${target}|${amount}`, (key) => mutation.mutateAsync({ amount, key }));
      if (res === undefined) return;
      // Above the approval threshold the movement waits for a second person (202, `approvals`).
      if (res?.status === 'pending') {
        done();
        notify('business.modals.pendingApproval', { type: 'info' });
        props.onSuccess?.();
        onClose();
        await afterMove();
        return;
      }
      if (res?.message === props.successMessage) {
        done();
        notify(props.successKey, { type: 'success' });
        props.onSuccess?.();
        onClose();
        await afterMove();
      } else {
        notify(res?.message || props.errorKey, { type: 'error' });
      }
    } catch (err) {
      notifyFailure(err, props.errorKey);
      // A rule the server names a field for is also shown under that field.
      return serverFieldErrors(err);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="funds-title">
      <Form
        resource="users"
        defaultValues={props.defaultValues}
        resolver={props.resolver}
        mode="onTouched"
        reValidateMode="onChange"
        onSubmit={submit}
        noValidate
      >
        <DialogTitle id="funds-title">{title}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {intro}
          </Typography>
          <NumberInput
            source="amount"
            label={amountLabel}
            autoFocus
            fullWidth
            step={0.001}
            min={0}
            helperText={false}
          />
          <Summary render={summary} />
          {balance !== undefined && (
            <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5 }}>
              {translate('business.modals.yourBalance', { balance: formatTND(balance) })}
            </Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('business.modals.cancel')}</Button>
          {/* Enabled while the amount is being validated: leaving the field by clicking here
              validates it (mode 'onTouched'), and a disabled button would swallow that click. */}
          <SaveButton label={submitLabel} icon={<AddCardIcon />} alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
