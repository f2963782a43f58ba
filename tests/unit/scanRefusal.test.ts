import { afterEach, describe, expect, it, vi } from 'vitest';
import { alreadyScannedMessage as offline } from '../../src/lib/scannerOffline';
import { alreadyScannedMessage as online } from '../../server/scan/refusals';
import { alreadyScannedText } from '../../src/lib/scanRefusal';
import { zonedInstant } from '../../src/lib/timeZone';

afterEach(() => vi.useRealTimers());

/**
 * Offline and online refusals read the same: one wording, on the business's clock (Africa/Tunis by
 * default), whatever the phone's own zone and clock format.
 */
describe("'already scanned' on the phone and on the server", () => {
  it('the same words for the same admission, today and another day', () => {
    const now = zonedInstant('2026-11-26', '15:00', 'Africa/Tunis');
    vi.useFakeTimers({ toFake: ['Date'], now });
    const today = zonedInstant('2026-11-26', '14:02', 'Africa/Tunis');
    const before = zonedInstant('2026-11-23', '21:04', 'Africa/Tunis');
    expect(offline(today.toISOString(), 'Gate B', now)).toBe('Ticket already scanned at 14:02 by Gate B');
    expect(online(today, 'Gate B', now)).toBe('Ticket already scanned at 14:02 by Gate B');
    expect(offline(before.toISOString(), 'Gate B', now)).toBe(
      'Ticket already scanned on Nov 23 at 21:04 by Gate B',
    );
    expect(online(before, 'Gate B', now)).toBe(offline(before.toISOString(), 'Gate B', now));
    expect(offline(null, null, now)).toBe(online(null, null, now));
  });

  it("never the phone's own clock: the business's day and time, even just after midnight UTC", () => {
    // 00:30 UTC is 01:30 in Tunis: the same day there, whatever the phone's zone says.
    const now = new Date('2026-11-27T00:40:00Z');
    const at = new Date('2026-11-27T00:30:00Z');
    expect(offline(at.toISOString(), 'Gate A', now)).toBe('Ticket already scanned at 01:30 by Gate A');
    expect(alreadyScannedText(at, 'Gate A', now, 'America/New_York')).toBe(
      'Ticket already scanned at 19:30 by Gate A',
    );
  });
});
