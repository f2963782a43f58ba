/**
 * One line saying what a journal entry changed: `status: pending → confirmed`,
 * `balance: 0.000 → 100.000`. Fields present on one side only are shown with '—' on the other.
 * Context fields (name, description, ids) are not changes and are left out.
 */
const CONTEXT = new Set(['name', 'description', 'paymentId', 'transferId', 'total', 'amount']);

const show = (v: unknown) =>
  v === undefined || v === null ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v);

export function describeChange(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): string {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter(
    (k) => !CONTEXT.has(k),
  );
  const parts = keys
    .filter((k) => show(before?.[k]) !== show(after?.[k]))
    .map((k) => `${k}: ${show(before?.[k])} → ${show(after?.[k])}`);
  const amount = after?.amount ?? before?.amount;
  if (amount !== undefined) parts.push(`amount: ${show(amount)}`);
  const why = after?.description;
  if (typeof why === 'string' && why) parts.push(`“${why}”`);
  return parts.join(' · ');
}

/** The i18n key of a journal action ('funds.added' → 'resources.journal.actions.funds_added'). */
export const journalActionKey = (action: string) => `resources.journal.actions.${action.replace(/\./g, '_')}`;
