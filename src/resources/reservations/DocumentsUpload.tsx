import { useState } from 'react';
import { Alert, Box, Button, TextField } from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import { useDataProvider, useTranslate } from 'ra-core';
import type { AppDataProvider } from '../../dataProvider';
import type { Reservation } from '../../dataProvider/rental';
import { errorMessage } from '../../api/httpClient';

export const DOCUMENT_FIELDS = ['driverLicenseFront', 'driverLicenseBack', 'cinRecto', 'cinVerso'] as const;
type Field = (typeof DOCUMENT_FIELDS)[number];

/** Attaches the customer's licence and CIN pictures to the reservation (POST /api/reservations/{id}/documents). */
export function DocumentsUpload({
  reservation,
  onUploaded,
}: {
  reservation: Reservation;
  onUploaded: (r: Reservation) => void;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [files, setFiles] = useState<Partial<Record<Field, File>>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const upload = async () => {
    setBusy(true);
    setFailure(null);
    try {
      onUploaded(await dataProvider.uploadReservationDocuments(reservation.id, files));
      setFiles({});
    } catch (err) {
      setFailure(errorMessage(err, translate('rental.reservationDetail.uploadFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ mt: 2 }}>
      {failure && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {failure}
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
        disabled={busy || Object.values(files).every((f) => !f)}
        onClick={upload}
      >
        {translate(busy ? 'rental.reservationDetail.uploading' : 'rental.reservationDetail.upload')}
      </Button>
    </Box>
  );
}
