import { useNotify } from 'ra-core';
import { errorMessage } from '../../api/httpClient';

/** SPEC §8: saving shows the server's message, or 'Failed to save event'. */
export function useSaveErrorHandler() {
  const notify = useNotify();
  return (error: unknown) => notify(errorMessage(error, 'events.form.saveFailed'), { type: 'error' });
}
