import { useState } from 'react';
import { Alert, Box, Button } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import UploadIcon from '@mui/icons-material/Upload';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'ra-core';
import type { AppDataProvider } from '../../dataProvider';
import { DOCUMENT_FIELDS, type DocumentField } from '../../contract/documents';
import type { Reservation } from '../../dataProvider/reservations';
import { errorMessage } from '../../api/httpClient';
import { FileButton } from '../../layout/FileButton';

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
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          gap: 2,
        }}
      >
        {DOCUMENT_FIELDS.map((f) => (
          <FileButton
            key={f}
            caption={translate(`rental.reservationDetail.${f}`)}
            label={translate('rental.reservationDetail.chooseFile')}
            status={files[f]?.name ?? translate('rental.reservationDetail.noFileChosen')}
            icon={<AttachFileIcon />}
            accept="image/*"
            testId={`document-${f}`}
            onFiles={([file]) => setFiles((prev) => ({ ...prev, [f]: file }))}
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
