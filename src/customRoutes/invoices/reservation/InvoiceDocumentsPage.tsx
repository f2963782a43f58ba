import { useState } from 'react';
import { Box, Typography } from '@mui/material';
import { assetUrl } from '../../../api/config';
import { DOCUMENT_FIELDS, type VerificationDocuments } from '../../../contract/documents';
import { useTranslate } from 'ra-core';

function Doc({ label, path }: { label: string; path?: string }) {
  const [broken, setBroken] = useState(false);
  const src = assetUrl(path);
  if (!src || broken) return null;
  return (
    <Box sx={{ breakInside: 'avoid' }}>
      <Typography variant="subtitle2">{label}</Typography>
      <Box
        component="img"
        src={src}
        alt={label}
        onError={() => setBroken(true)}
        // The frame is drawn inside the picture (an inset outline), never wider than its column.
        sx={{
          display: 'block',
          width: '100%',
          maxHeight: '105mm',
          objectFit: 'contain',
          outline: '1px solid #bbb',
          outlineOffset: '-1px',
        }}
      />
    </Box>
  );
}

/** Second A4 page: the customer's licence and CIN pictures. */
export function InvoiceDocumentsPage({ documents }: { documents: VerificationDocuments | null | undefined }) {
  const translate = useTranslate();
  const docs = documents ?? {};
  const any = DOCUMENT_FIELDS.some((f) => docs[f]);
  return (
    <Box>
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        {translate('invoices.reservation.documentsTitle')}
      </Typography>
      {any ? (
        <Box
          // A pixel of room on each side: a frame drawn on the page margin's very edge is clipped on paper.
          sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: 2, px: '2px' }}
          data-testid="invoice-documents"
        >
          {DOCUMENT_FIELDS.map((f) => (
            <Doc key={f} label={translate(`rental.reservationDetail.${f}`)} path={docs[f]} />
          ))}
        </Box>
      ) : (
        <Typography color="text.secondary">{translate('invoices.reservation.noDocuments')}</Typography>
      )}
    </Box>
  );
}
