import { useState } from 'react';
import { Alert, Box, Button, TextField } from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'ra-core';
import type { AppDataProvider } from '../../dataProvider';
import { DOCUMENT_FIELDS, type DocumentField } from '../../contract/documents';
import type { Reservation } from '../../dataProvider/reservations';
import { errorMessage } from '../../api/httpClient';

/** Attaches the customer's licence and CIN pictures to the reservation (POST /api/reservations/{id}/documents). */
export function DocumentsUpload({
  reservation,
  onUploaded,
}: {
  reservation: Reservation;
  onUploaded: (r: Reservation) => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefresh();
  const [files, setFiles] = useState<Partial<Record<DocumentField, File>>>({});
  const upload = useMutation({
    mutationFn: () => dataProvider.uploadReservationDocuments(reservation.id, files),
    onSuccess: (updated) => {
      setFiles({});
      onUploaded(updated);
      notify('rental.reservationDetail.uploaded', { type: 'success' });
      // A custom call: what react-admin holds is refreshed from the server (public API).
      refresh();
    },
  });

  return (
    <Box sx={{ mt: 2 }}>
      {upload.error && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {errorMessage(upload.error, translate('rental.reservationDetail.uploadFailed'))}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1 }}>
        {DOCUMENT_FIELDS.map((f) => (
          <TextField
            key={f}
            size="small"
            type="file"
            label={translate(`rental.reservationDetail.${f}`)}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { accept: 'image/*', 'data-testid': `document-${f}` },
            }}
            onChange={(e) => {
              const file = (e.target as HTMLInputElement).files?.[0];
              setFiles((prev) => ({ ...prev, [f]: file }));
            }}
          />
        ))}
      </Box>
      <Button
        sx={{ mt: 1 }}
        variant="outlined"
        startIcon={<UploadIcon />}
        disabled={upload.isPending || Object.values(files).every((f) => !f)}
        onClick={() => upload.mutate()}
      >
        {translate(
          upload.isPending ? 'rental.reservationDetail.uploading' : 'rental.reservationDetail.upload',
        )}
      </Button>
    </Box>
  );
}
