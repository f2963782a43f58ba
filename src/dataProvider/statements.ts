import { httpClient } from '../api/httpClient';
import {
  STATEMENT_PATHS,
  reversePath,
  type ApiReversal,
  type ApiStatement,
  type ReverseTransferBody,
  type StatementPeriod,
} from '../contract/statements';

/**
 * The `statements` and `reversals` extensions' calls. Screens reach them only where the extension
 * is offered (`useExtension`), so they are not wrapped in `whenOffered`'s fallback: SPEC's API has
 * no statement to fall back to.
 */
export const statementMethods = {
  /** The statement of one managed user's balance, or of the business's own (`userId` null). */
  getStatement: (userId: string | null, period: StatementPeriod) => {
    const query = `?from=${encodeURIComponent(period.from)}&to=${encodeURIComponent(period.to)}`;
    return httpClient<ApiStatement>(`${userId ? STATEMENT_PATHS.user(userId) : STATEMENT_PATHS.own}${query}`);
  },
  /** Reverses a fund transfer; the key makes a retried click one reversal. */
  reverseTransfer: (transferId: string, body: ReverseTransferBody, idempotencyKey: string) =>
    httpClient<ApiReversal>(reversePath(transferId), {
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
};
