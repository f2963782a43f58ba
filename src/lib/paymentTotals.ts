import type { PaymentMethod, PaymentStatus } from '../contract/rental';
import { PAYMENT_METHOD_LIST, PAYMENT_STATUS_LIST, type ApiPaymentTotals } from '../contract/payments';
import { fromMillimes, toMillimes } from '../contract/money';

/**
 * Totals of payment entries by method and by status, summed in millimes. The server answers
 * GET /api/payments/totals with it and the Reports KPIs show the same answer: one calculation.
 * By status: every entry counts once under its own status (a refund is its own entry). By method:
 * what was kept through each method (paid minus refunded; count = paid entries). `collected` is
 * paid minus refunded over all methods.
 */
export function paymentTotals(
  entries: ReadonlyArray<{ status: string; method: string; amount: number | string }>,
): ApiPaymentTotals {
  const byMethod = Object.fromEntries(PAYMENT_METHOD_LIST.map((m) => [m, { count: 0, m: 0 }])) as Record<
    PaymentMethod,
    { count: number; m: number }
  >;
  const byStatus = Object.fromEntries(PAYMENT_STATUS_LIST.map((s) => [s, { count: 0, m: 0 }])) as Record<
    PaymentStatus,
    { count: number; m: number }
  >;
  for (const e of entries) {
    const m = toMillimes(e.amount);
    const method = byMethod[e.method as PaymentMethod];
    const status = byStatus[e.status as PaymentStatus];
    if (!method || !status) continue;
    // By method: the money kept through it (paid in, refunds out); pending is not money yet.
    if (e.status === 'paid') {
      method.count += 1;
      method.m += m;
    } else if (e.status === 'refunded') method.m -= m;
    status.count += 1;
    status.m += m;
  }
  const out = <K extends string>(rec: Record<K, { count: number; m: number }>) =>
    Object.fromEntries(
      Object.entries<{ count: number; m: number }>(rec).map(([k, v]) => [
        k,
        { count: v.count, amount: fromMillimes(v.m) },
      ]),
    ) as Record<K, { count: number; amount: number }>;
  return {
    byMethod: out(byMethod),
    byStatus: out(byStatus),
    collected: fromMillimes(byStatus.paid.m - byStatus.refunded.m),
  };
}
