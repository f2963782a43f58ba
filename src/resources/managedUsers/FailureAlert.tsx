import { Alert, AlertTitle } from '@mui/material';
import { HttpError } from 'ra-core';

export interface Failure {
  /** SPEC §8 failure text ('Error adding funds to users', 'Error deleting user', ...). */
  title?: string;
  /** The server's message (names the cause: unknown phone, insufficient balance, ...). */
  message?: string;
}

/** A failed call: the SPEC failure text, with the server's message naming the cause when it sent one. */
export function failureOf(error: unknown, title: string): Failure {
  const message = error instanceof Error && error.message ? error.message : undefined;
  return error instanceof HttpError || message ? { title, message } : { title };
}

export function FailureAlert({ failure }: { failure: Failure | null }) {
  if (!failure) return null;
  return (
    <Alert severity="error" sx={{ mt: 1 }}>
      {failure.title && failure.message ? <AlertTitle>{failure.title}</AlertTitle> : failure.title}
      {failure.message}
    </Alert>
  );
}
