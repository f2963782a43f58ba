import { wallClock } from './timeZone';
import { statusRefusal } from './scanRefusal';
import type { GateList, GateRefusalReason } from '../contract/gates';

/**
 * The rules of an event's check-in lists (extension `checkInLists`), one text for the server
 * (server/scan/gates.ts) and the phone deciding offline: a refusal reads the same whichever decided
 * it, and the statistics sort both by the same reasons.
 */

/** What a gate knows of a ticket. `tierId` where known (the server), else the tier's name (the phone). */
export interface GateTicket {
  tierId?: string | null;
  tierName: string;
  status: string;
  isScanned: boolean;
  exitedAt?: string | Date | null;
}

export type EntryVerdict =
  /** Nothing for the lists to say: the door's usual rules decide (not scanned yet, or already inside). */
  | { kind: 'pass' }
  /** The guest went out through an exit scan and this list lets them back in. */
  | { kind: 'reenter' }
  | { kind: 'refuse'; reason: GateRefusalReason; message: string };

export type ExitVerdict = { kind: 'exit' } | { kind: 'refuse'; reason: GateRefusalReason; message: string };

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '21:04' on the business's clock, with the day when it is not today there ('Nov 23 at 21:04'). */
function when(at: Date, now: Date, zone: string): string {
  const { date, time } = wallClock(at, zone);
  if (date === wallClock(now, zone).date) return time;
  const [, month, day] = date.split('-').map(Number);
  return `${MONTHS[month - 1]} ${day} at ${time}`;
}

const asDate = (v: string | Date | null | undefined): Date | null => {
  if (!v) return null;
  const d = v instanceof Date ? v : new Date(v);
  return Number.isNaN(d.getTime()) ? null : d;
};

export function admitsTier(list: GateList, ticket: Pick<GateTicket, 'tierId' | 'tierName'>): boolean {
  if (ticket.tierId && list.tierIds.length) return list.tierIds.includes(ticket.tierId);
  return list.tierNames.includes(ticket.tierName);
}

/** The message of a ticket refused because its tier belongs to other lists: it names where to go. */
export function wrongListText(list: GateList, ticket: GateTicket, others: readonly GateList[]): string {
  const there = others.filter((l) => l.id !== list.id && admitsTier(l, ticket)).map((l) => l.name);
  const base = `${ticket.tierName} tickets are not admitted at ${list.name}`;
  return there.length ? `${base}: go to ${there.join(' or ')}` : base;
}

/** Before its window opens or after it closes, a list admits nobody, and says when. */
export function windowRefusal(list: GateList, now: Date, zone: string): string | null {
  const start = asDate(list.startsAt);
  const end = asDate(list.endsAt);
  if (start && now < start) return `${list.name} is not open yet: it opens at ${when(start, now, zone)}`;
  if (end && now > end) return `${list.name} is closed: it closed at ${when(end, now, zone)}`;
  return null;
}

/**
 * An entry scan at a gate of `list` (null: the agent has no list, every tier at any time, re-entry
 * allowed). `lists`: every list of the event, to name the right gate.
 */
export function entryVerdict(
  list: GateList | null,
  lists: readonly GateList[],
  ticket: GateTicket,
  now: Date,
  zone: string,
): EntryVerdict {
  if (statusRefusal(ticket.status)) return { kind: 'pass' };
  if (list) {
    if (!admitsTier(list, ticket))
      return { kind: 'refuse', reason: 'wrongList', message: wrongListText(list, ticket, lists) };
    const closed = windowRefusal(list, now, zone);
    if (closed) return { kind: 'refuse', reason: 'outsideWindow', message: closed };
  }
  const exitedAt = asDate(ticket.exitedAt);
  if (!ticket.isScanned || !exitedAt) return { kind: 'pass' };
  if (list && !list.allowReentry)
    return {
      kind: 'refuse',
      reason: 'noReentry',
      message: `No re-entry at ${list.name}: this guest went out at ${when(exitedAt, now, zone)}`,
    };
  return { kind: 'reenter' };
}

/** An exit scan: only a guest inside goes out. */
export function exitVerdict(ticket: GateTicket | undefined, now: Date, zone: string): ExitVerdict {
  if (!ticket) return { kind: 'refuse', reason: 'notFound', message: 'Ticket not found for this event' };
  const invalid = statusRefusal(ticket.status);
  if (invalid) return { kind: 'refuse', reason: 'cancelled', message: invalid };
  if (!ticket.isScanned)
    return { kind: 'refuse', reason: 'notInside', message: 'Not inside: this ticket has not entered' };
  const exitedAt = asDate(ticket.exitedAt);
  if (exitedAt)
    return {
      kind: 'refuse',
      reason: 'notInside',
      message: `Not inside: this guest went out at ${when(exitedAt, now, zone)}`,
    };
  return { kind: 'exit' };
}

/** The reason a refusal's words give, for the statistics (the server's and the phone's words alike). */
export function refusalReasonOf(message: string | null | undefined): GateRefusalReason {
  const m = message ?? '';
  if (m.includes(' tickets are not admitted at ')) return 'wrongList';
  if (/ is not open yet: | is closed: it closed at /.test(m)) return 'outsideWindow';
  if (m.startsWith('No re-entry at ')) return 'noReentry';
  if (m.startsWith('Not inside: ')) return 'notInside';
  if (m.startsWith('Ticket already scanned')) return 'alreadyScanned';
  if (m.startsWith('Ticket has been ') || m.startsWith('Ticket is ')) return 'cancelled';
  if (m.startsWith('Ticket not found') || m.startsWith('Not in the tickets on this phone')) return 'notFound';
  if (m === 'Entry refused') return 'rejectedByAgent';
  return 'other';
}

/**
 * The phone's own moves not sent yet (exits, and admissions that let a guest back in), over the
 * server's tickets: the latest move of each ticket says whether the guest is out.
 */
export function withGateMoves<T extends { _id: string; exitedAt?: string | null }>(
  tickets: T[],
  moves: ReadonlyArray<{ _id: string; deviceAt: string; gate?: 'exit' | 'refusal' }>,
): T[] {
  const latest = new Map<string, { deviceAt: string; exit: boolean }>();
  for (const m of moves) {
    if (m.gate === 'refusal') continue;
    const known = latest.get(m._id);
    if (!known || known.deviceAt <= m.deviceAt)
      latest.set(m._id, { deviceAt: m.deviceAt, exit: m.gate === 'exit' });
  }
  if (!latest.size) return tickets;
  return tickets.map((t) => {
    const m = latest.get(t._id);
    if (!m) return t;
    if (m.exit) return { ...t, exitedAt: m.deviceAt };
    // Back in after an exit the server knows of: inside again.
    return t.exitedAt && t.exitedAt <= m.deviceAt ? { ...t, exitedAt: null } : t;
  });
}
