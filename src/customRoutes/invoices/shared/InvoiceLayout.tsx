import { useEffect, type ReactNode } from 'react';
import { Box, Button, CircularProgress, Divider, GlobalStyles, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { QRCodeSVG } from 'qrcode.react';
import { useIssuer } from './useIssuer';
import { PublicLanguageMenu } from '../../../i18n/PublicLanguageMenu';
import { useTranslate } from 'ra-core';

/** A4 sheet: 210 × 297 mm; the screen shows the same sheet centred on a grey background. */
const PRINT_STYLES = {
  '@page': { size: 'A4', margin: '12mm' },
  '@media print': {
    'html, body': { background: '#fff !important' },
    '.no-print': { display: 'none !important' },
    '.invoice-sheet': {
      boxShadow: 'none !important',
      margin: '0 !important',
      width: 'auto !important',
      minHeight: '0 !important',
      padding: '0 !important',
    },
    '.invoice-page-break': { breakBefore: 'page' },
  },
};

export interface InvoiceLayoutProps {
  /** e.g. 'TRF-a1b2c3': the document title becomes 'Facture-{number}'. */
  number: string;
  /** Heading on the sheet, e.g. 'Facture'. */
  heading: string;
  date: string;
  /** Public URL of this invoice, encoded in the QR code. */
  publicUrl: string;
  children: ReactNode;
  /** Extra A4 pages (e.g. verification documents), each starting on a new page. */
  extraPages?: ReactNode[];
}

export function InvoiceLayout({
  number,
  heading,
  date,
  publicUrl,
  children,
  extraPages = [],
}: InvoiceLayoutProps) {
  const translate = useTranslate();
  const issuer = useIssuer();
  useEffect(() => {
    const previous = document.title;
    document.title = `Facture-${number}`;
    return () => {
      document.title = previous;
    };
  }, [number]);

  return (
    <Box
      sx={{
        bgcolor: { xs: '#fff', sm: '#e5e7eb' },
        minHeight: '100vh',
        py: { xs: 0, sm: 3 },
        // The grey desk around the sheet is for the screen only: paper is the sheet itself.
        '@media print': { bgcolor: '#fff', minHeight: 0, py: 0 },
      }}
    >
      <GlobalStyles styles={PRINT_STYLES} />
      {/* Print and the language of the page: for the reader on screen, never on paper. */}
      <Box
        className="no-print"
        sx={{
          display: 'flex',
          justifyContent: 'center',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: 2,
          mb: 2,
          px: 2,
          pt: { xs: 2, sm: 0 },
        }}
      >
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
          {translate('invoices.common.print')}
        </Button>
        <Box sx={{ width: 240, maxWidth: '100%', bgcolor: 'background.paper', borderRadius: 1 }}>
          <PublicLanguageMenu />
        </Box>
      </Box>
      <Sheet>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
          <Box data-testid="invoice-issuer">
            <Typography variant="overline">{translate('invoices.common.issuer')}</Typography>
            {issuer ? (
              <>
                <Typography variant="h6" sx={{ fontWeight: 700 }}>
                  {issuer.name}
                </Typography>
                {issuer.addressLines.map((line) => (
                  <Typography key={line} variant="body2">
                    {line}
                  </Typography>
                ))}
                <Typography variant="body2">
                  {translate('invoices.common.phone')} : {issuer.phone}
                </Typography>
                <Typography variant="body2">
                  {translate('invoices.common.email')} : {issuer.email}
                </Typography>
                <Typography variant="body2">
                  {translate('invoices.common.taxId')} : {issuer.taxId}
                </Typography>
              </>
            ) : (
              <CircularProgress size={16} aria-label={translate('invoices.common.loading')} />
            )}
          </Box>
          <Box sx={{ textAlign: 'center' }}>
            {/* The title is the code's text alternative: what it encodes, for screen readers. */}
            <QRCodeSVG
              value={publicUrl}
              size={120}
              level="H"
              data-testid="invoice-qr"
              title={translate('invoices.common.qrAlt', { url: publicUrl })}
            />
            <Typography variant="caption" component="div" sx={{ maxWidth: 140 }}>
              {translate('invoices.common.scanToVerify')}
            </Typography>
          </Box>
        </Box>
        <Divider sx={{ my: 2 }} />
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'baseline',
            mb: 2,
            flexWrap: 'wrap',
          }}
        >
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            {heading}
          </Typography>
          <Box sx={{ textAlign: 'right' }}>
            <Typography variant="body1" data-testid="invoice-number">
              {translate('invoices.common.number')} : <strong>{number}</strong>
            </Typography>
            <Typography variant="body2">
              {translate('invoices.common.date')} : {date}
            </Typography>
          </Box>
        </Box>
        {children}
      </Sheet>
      {extraPages.map((page, i) => (
        <Sheet key={i} pageBreak>
          {page}
        </Sheet>
      ))}
    </Box>
  );
}

function Sheet({ children, pageBreak }: { children: ReactNode; pageBreak?: boolean }) {
  return (
    <Box
      className={`invoice-sheet${pageBreak ? ' invoice-page-break' : ''}`}
      sx={{
        bgcolor: '#fff',
        width: { xs: '100%', sm: '210mm' },
        minHeight: { xs: 0, sm: '297mm' },
        mx: 'auto',
        mt: pageBreak ? { xs: 0, sm: 3 } : 0,
        p: { xs: 2, sm: '14mm' },
        boxShadow: { xs: 'none', sm: 3 },
        boxSizing: 'border-box',
        color: '#111',
      }}
    >
      {children}
    </Box>
  );
}

/** Loading and error states shared by the invoice pages. */
export function InvoiceStatus({ error }: { error?: string | null }) {
  const translate = useTranslate();
  return (
    <Box sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', p: 2 }}>
      {error ? (
        <Typography role="alert" color="error" variant="h6" align="center">
          {error}
        </Typography>
      ) : (
        <CircularProgress aria-label={translate('invoices.common.loading')} />
      )}
    </Box>
  );
}

/** The public address of an invoice page, for its QR code. */
export const invoicePublicUrl = (path: string) => `${window.location.origin}${path}`;
