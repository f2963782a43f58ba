import { useCallback } from 'react';
import { useNotify, useTranslate } from 'ra-core';

/**
 * SPEC §8 failures as react-admin notifications: the SPEC text (e.g. 'Error adding funds to users',
 * 'Error deleting user'), followed by the server's message when it sent one (it names the cause).
 */
export function useNotifyFailure() {
  const notify = useNotify();
  const translate = useTranslate();
  return useCallback(
    (error: unknown, titleKey: string) => {
      const message = error instanceof Error ? error.message : '';
      const title = translate(titleKey);
      notify(message ? 'business.messages.failureWithCause' : titleKey, {
        type: 'error',
        messageArgs: { title, message },
      });
    },
    [notify, translate],
  );
}
