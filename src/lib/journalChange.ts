import { formatTND, formatUSD } from './money';

/**
 * One line saying what a journal entry changed, in the reader's language: `Statut : En attente →
 * Confirmée · Montant : 297,000 TND`. Field names come from `resources.journal.changes.*`, values
 * are formatted by kind (money, choice labels of the screens, yes/no, document names). An edit shows
 * `before → after` per field; a record created or deleted shows its fields once.
 *
 * Values take the labels of the screens that are in the journal's language in every locale (the
 * rental and bank-transfer catalogs, French by default like the journal); the events area's labels
 * (ticket statuses, event categories) and yes/no have journal entries of their own, so the journal
 * speaks one language in the default locale too.
 *
 * Context fields (the record's name, shown in the Record column; ids; the server's own wording of a
 * scan) are not changes: left out unless an edit changed them. `amount` follows the changes, and a
 * reason (`description` of a funds move) closes the line in quotes.
 */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface JournalChangeEntry {
  /** balance.opening's reason is the server's own wording: its action's label says it already. */
  action?: string;
  entity: string;
  before: Record<string, unknown> | null | undefined;
  after: Record<string, unknown> | null | undefined;
}

const CONTEXT = new Set([
  'name',
  'description',
  'amount',
  'total',
  'paymentId',
  'transferId',
  'eventId',
  'paths',
  'message',
  'scanAction',
]);

type Kind =
  | { type: 'money' }
  | { type: 'boolean' }
  | { type: 'choice'; catalog: (entity: string) => string }
  | { type: 'documents' }
  | { type: 'list' }
  | { type: 'files' };

const choice = (catalog: string | ((entity: string) => string)): Kind => ({
  type: 'choice',
  catalog: typeof catalog === 'string' ? () => catalog : catalog,
});

/** How each value the server writes is shown; any other field is shown as written. */
const KINDS: Record<string, Kind> = {
  balance: { type: 'money' },
  amount: { type: 'money' },
  total: { type: 'money' },
  price: { type: 'money' },
  dailyRate: { type: 'money' },
  securityDeposit: { type: 'money' },
  totalAmount: { type: 'money' },
  commissionAmount: { type: 'money' },
  isActive: { type: 'boolean' },
  isScanned: { type: 'boolean' },
  gateMode: choice('resources.journal.values.gateMode'),
  status: choice((entity) =>
    entity === 'ticket'
      ? 'resources.journal.values.ticketStatus'
      : entity === 'bank-transfer'
        ? 'bankTransfers.status'
        : 'rental.status',
  ),
  paymentStatus: choice('rental.paymentStatus'),
  paymentMethod: choice('rental.paymentMethod'),
  availability: choice('rental.availability'),
  condition: choice('rental.condition'),
  type: choice('rental.carType'),
  category: choice((entity) =>
    entity === 'event' ? 'resources.journal.values.eventCategory' : 'rental.category',
  ),
  fuelType: choice('rental.fuel'),
  transmission: choice('rental.transmission'),
  result: choice('resources.journal.values.result'),
  kind: choice('resources.journal.values.kind'),
  password: choice('resources.journal.values.password'),
  documents: { type: 'documents' },
  features: { type: 'list' },
  priceTiers: { type: 'list' },
  images: { type: 'files' },
  files: { type: 'files' },
};

/** Events and their tickets are priced in dollars (SPEC §9); every other amount is TND. */
const moneyOf = (entity: string) => (entity === 'price-tier' || entity === 'ticket' ? formatUSD : formatTND);

export function formatJournalValue(
  field: string,
  value: unknown,
  entity: string,
  translate: Translate,
): string {
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0))
    return '—';
  const kind = KINDS[field];
  switch (kind?.type) {
    case 'money':
      return moneyOf(entity)(value as number | string);
    case 'boolean':
      return translate(`resources.journal.values.boolean.${value ? 'true' : 'false'}`);
    case 'choice':
      return translate(`${kind.catalog(entity)}.${String(value)}`, { _: String(value) });
    case 'documents':
      return Array.isArray(value)
        ? value.map((d) => translate(`rental.reservationDetail.${String(d)}`, { _: String(d) })).join(', ')
        : String(value);
    case 'list':
      return Array.isArray(value) ? value.join(', ') || '—' : String(value);
    case 'files': {
      const count = Array.isArray(value) ? value.length : Number(value);
      return translate('resources.journal.values.files', { smart_count: count });
    }
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

export const journalFieldLabel = (field: string, translate: Translate) =>
  translate(`resources.journal.changes.${field}`, { _: field });

export function describeChange(entry: JournalChangeEntry, translate: Translate): string {
  const { entity } = entry;
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const show = (field: string, v: unknown) => formatJournalValue(field, v, entity, translate);
  const label = (field: string) => journalFieldLabel(field, translate);
  const parts: string[] = [];
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  if (entry.before && entry.after) {
    for (const k of keys) {
      const was = show(k, before[k]);
      const now = show(k, after[k]);
      if (was === now) continue;
      // A context field counts only when an edit changed it (both sides have it).
      if (CONTEXT.has(k) && !(k in before && k in after)) continue;
      parts.push(translate('resources.journal.change', { field: label(k), before: was, after: now }));
    }
  } else {
    const record = entry.after ?? entry.before ?? {};
    for (const k of Object.keys(record)) {
      if (CONTEXT.has(k) || show(k, record[k]) === '—') continue;
      parts.push(translate('resources.journal.value', { field: label(k), value: show(k, record[k]) }));
    }
  }
  const amount = after.amount ?? before.amount;
  if (amount !== undefined && amount !== null)
    parts.push(
      translate('resources.journal.value', { field: label('amount'), value: show('amount', amount) }),
    );
  const why = after.description;
  if (
    typeof why === 'string' &&
    why &&
    !(entry.before && 'description' in before) &&
    entry.action !== 'balance.opening'
  )
    parts.push(`“${why}”`);
  return parts.join(' · ');
}

/** The i18n key of a journal action ('funds.added' → 'resources.journal.actions.funds_added'). */
export const journalActionKey = (action: string) => `resources.journal.actions.${action.replace(/\./g, '_')}`;

/**
 * The record an entry is about, as people know it: a ticket by its full ticket id, a car by make,
 * model and plate, others by the name the entry kept; else the record's full id.
 */
export function journalRecordName(e: JournalChangeEntry & { entityId: string }): string {
  if (e.entity === 'ticket') return e.entityId;
  const kept = { ...(e.after ?? {}), ...(e.before ?? {}) };
  if (e.entity === 'car' && typeof kept.mark === 'string') {
    return [`${kept.mark} ${String(kept.model ?? '')}`.trim(), kept.licensePlate].filter(Boolean).join(' · ');
  }
  const name = e.before?.name ?? e.after?.name;
  return typeof name === 'string' && name ? name : e.entityId;
}

/** Who wrote an entry: the server writes the demo's openings as 'system', named in the reader's language. */
export const journalActor = (actor: string, translate: Translate) =>
  actor === 'system' ? translate('resources.journal.system') : actor;
