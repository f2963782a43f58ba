import { Alert, Button } from '@mui/material';
import { useTranslate } from 'ra-core';

/**
 * A load failure with the way out beside it: the screen's message (SPEC's exact text) and a retry
 * button that asks the server again through react-admin (`refetch` of the list or query).
 */
export function LoadErrorAlert({
  message,
  onRetry,
  retryLabel = 'app.retry',
}: {
  /** i18n key of the failure text. */
  message: string;
  onRetry: () => unknown;
  /** i18n key of the button (the screen's language: 'Réessayer' on the French screens). */
  retryLabel?: string;
}) {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={() => onRetry()}>
          {translate(retryLabel)}
        </Button>
      }
    >
      {translate(message)}
    </Alert>
  );
}
