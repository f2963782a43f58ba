import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';

const figure = (n: number) => n.toLocaleString('en-US');

/**
 * While the phone downloads the event after login: how far it is ('12,400 / 20,000'), and that the
 * list and its search only cover what arrived so far (the search works on it meanwhile, and asks
 * the server too where it can).
 */
export function DownloadProgress({
  loaded,
  total,
  serverSearch = false,
}: {
  loaded: number;
  total: number | null;
  /** Searches are also asked of the server meanwhile (extension ticketSearch). */
  serverSearch?: boolean;
}) {
  const translate = useTranslate();
  const known = total !== null && total > 0;
  const text = known
    ? translate('scanner.device.loading', { loaded: figure(loaded), total: figure(total) })
    : translate('scanner.device.loadingUnknown');
  return (
    <Box role="status" data-testid="download-progress" data-loaded={loaded} data-total={total ?? ''}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {text}
      </Typography>
      <LinearProgress
        variant={known ? 'determinate' : 'indeterminate'}
        value={known ? Math.min(100, (loaded / total) * 100) : undefined}
        aria-label={text}
        sx={{ my: 0.5 }}
      />
      {known && (
        <Typography variant="body2" color="text.secondary">
          {translate(serverSearch ? 'scanner.device.incompleteOnline' : 'scanner.device.incomplete', {
            loaded: figure(loaded),
            total: figure(total),
          })}
        </Typography>
      )}
    </Box>
  );
}
