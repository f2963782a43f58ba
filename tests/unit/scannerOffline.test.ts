import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  alreadyScannedMessage,
  decideOffline,
  findTicket,
  newNonce,
  withPending,
} from '../../src/lib/scannerOffline';
import type { ScannerTicket } from '../../src/customRoutes/scanner/types';

afterEach(() => vi.useRealTimers());

const ticket = (over: Partial<ScannerTicket> = {}): ScannerTicket => ({
  _id: 'a1',
  ticketId: 'TK-AAA',
  customerInfo: { firstName: 'Amira', lastName: 'Ben Salah', phoneNumber: '22123456' },
  priceTier: { name: 'General', price: 25 },
  status: 'active',
  purchaseDate: '2026-11-20T10:00:00.000Z',
  isScanned: false,
  scannedAt: null,
  scannedBy: null,
  ...over,
});

describe('offline decisions on the device', () => {
  it('admits an active ticket no gate known to the device has admitted', () => {
    expect(decideOffline(ticket())).toMatchObject({ ok: true });
  });

  it("refuses with the server's own texts: already scanned (who, when), cancelled, refunded, unknown", () => {
    // 20:04 UTC is 21:04 on the business's clock (Africa/Tunis), whatever the device's zone.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T12:00:00Z'));
    const at = new Date('2026-11-24T20:04:00Z');
    expect(
      decideOffline(
        ticket({ isScanned: true, status: 'used', scannedAt: at.toISOString(), scannedBy: 'Gate A' }),
      ),
    ).toEqual({
      ok: false,
      message: 'Ticket already scanned at 21:04 by Gate A',
    });
    expect(decideOffline(ticket({ status: 'cancelled' }))).toEqual({
      ok: false,
      message: 'Ticket has been cancelled',
    });
    expect(decideOffline(ticket({ status: 'refunded' }))).toEqual({
      ok: false,
      message: 'Ticket has been refunded',
    });
    expect(decideOffline(undefined)).toEqual({ ok: false, message: 'Ticket not found for this event' });
  });

  it('names the day when the admission was not today', () => {
    const now = new Date('2026-11-24T08:00:00Z');
    expect(alreadyScannedMessage('2026-11-22T20:04:00.000Z', 'Gate B', now)).toBe(
      'Ticket already scanned on Nov 22 at 21:04 by Gate B',
    );
  });

  it("shows this device's unsent admissions as admitted by the agent, marked offline; the server's state wins", () => {
    const list = [
      ticket(),
      ticket({ _id: 'b2', ticketId: 'TK-BBB' }),
      ticket({ _id: 'c3', ticketId: 'TK-CCC', isScanned: true, status: 'used', scannedBy: 'Gate B' }),
    ];
    const shown = withPending(
      list,
      [
        { _id: 'a1', deviceAt: '2026-11-24T09:00:00.000Z' },
        { _id: 'c3', deviceAt: '2026-11-24T09:01:00.000Z' },
      ],
      'Gate A',
    );
    expect(shown[0]).toMatchObject({ isScanned: true, status: 'used', scannedBy: 'Gate A', offline: true });
    expect(shown[1]).toBe(list[1]);
    expect(shown[2]).toBe(list[2]); // already admitted by the server: not marked
    // A pending admission is not admitted a second time on the device.
    expect(decideOffline(findTicket(shown, 'TK-AAA'))).toMatchObject({ ok: false });
  });

  it('finds a ticket by its public id or its _id', () => {
    const list = [ticket(), ticket({ _id: 'b2', ticketId: 'TK-BBB' })];
    expect(findTicket(list, ' TK-BBB ')?._id).toBe('b2');
    expect(findTicket(list, 'a1')?.ticketId).toBe('TK-AAA');
  });

  it('finds a typed ticket id whatever its case (offline, on the device copy)', () => {
    const list = [ticket(), ticket({ _id: 'b2', ticketId: 'TK-NSNBEHZL8F' })];
    expect(findTicket(list, 'tk-nsnbehzl8f')?._id).toBe('b2');
    expect(findTicket(list, 'Tk-NsnBehzl8f ')?._id).toBe('b2');
    expect(findTicket(list, 'tk-nsnbehzl8')).toBeUndefined();
  });

  it('draws nonces the sync endpoint accepts, never twice', () => {
    const nonces = new Set(Array.from({ length: 1000 }, newNonce));
    expect(nonces.size).toBe(1000);
    for (const n of nonces) expect(n).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });
});
