import type { ReactNode } from 'react';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Form, SaveButton, type FormProps } from 'react-admin';
import {
  CreateBase,
  EditBase,
  useRecordContext,
  useSaveContext,
  useTranslate,
  type Identifier,
} from 'ra-core';
import type { FieldValues } from 'react-hook-form';

export interface RentalFormProps {
  /** The i18n namespace of the form's texts: its `cancel` and `saving` labels. */
  namespace: string;
  /** i18n keys of the title and of the save button. */
  title: string;
  saveLabel: string;
  /** The title's id, which the dialog is labelled by. */
  titleId: string;
  /** The contract's schema as the form's resolver (zodResolver): its messages are translation keys. */
  resolver: FormProps['resolver'];
  /** A new record's values; without them the form waits for the record being edited. */
  defaultValues?: FieldValues;
  /** What is saved for the form's values, after any work the save needs first (uploads). */
  toBody: (values: FieldValues) => object | Promise<object>;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The form of a rental create/edit modal, inside react-admin's CreateBase or EditBase: a spinner
 * until the record to edit has arrived, then the title, the fields, Cancel and Save. Errors show as
 * each field is left, then follow every keystroke until it is right; the server's field errors
 * (react-admin's `body.errors`, translation keys too) show under their fields.
 */
export function RentalForm({
  namespace,
  title,
  saveLabel,
  titleId,
  resolver,
  defaultValues,
  toBody,
  onClose,
  children,
}: RentalFormProps) {
  const translate = useTranslate();
  const record = useRecordContext();
  const { save, saving } = useSaveContext();
  if (!record && !defaultValues) {
    return (
      <DialogContent sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress />
      </DialogContent>
    );
  }
  const submit = async (values: FieldValues) => save?.(await toBody(values));
  return (
    <Form
      resolver={resolver}
      mode="onTouched"
      reValidateMode="onChange"
      defaultValues={defaultValues}
      onSubmit={submit}
      noValidate
    >
      <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
      <DialogContent dividers>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {translate(`${namespace}.cancel`)}
        </Button>
        <SaveButton label={saving ? `${namespace}.saving` : saveLabel} alwaysEnable icon={<></>} />
      </DialogActions>
    </Form>
  );
}

/**
 * A rental create or edit modal: react-admin's EditBase (the record `id`, saved once the server
 * has answered) or CreateBase around `form`, in a dialog labelled by the form's title.
 */
export function RentalFormDialog({
  resource,
  id,
  titleId,
  mutationOptions,
  onClose,
  form,
}: {
  resource: string;
  id?: Identifier;
  titleId: string;
  mutationOptions: { onSuccess: () => void; onError: (error: unknown) => void };
  onClose: () => void;
  /** The form, told whether it edits a record or creates one. */
  form: (editing: boolean) => ReactNode;
}) {
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      {id ? (
        <EditBase
          resource={resource}
          id={id}
          mutationMode="pessimistic"
          redirect={false}
          mutationOptions={mutationOptions}
        >
          {form(true)}
        </EditBase>
      ) : (
        <CreateBase resource={resource} redirect={false} mutationOptions={mutationOptions}>
          {form(false)}
        </CreateBase>
      )}
    </Dialog>
  );
}
