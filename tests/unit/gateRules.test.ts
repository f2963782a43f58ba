import { describe, expect, it } from 'vitest';
import {
  entryVerdict,
  exitVerdict,
  refusalReasonOf,
  withGateMoves,
  wrongListText,
} from '../../src/lib/gateRules';
import { describeWindow, instantToWallInput, wallInputToInstant } from '../../src/lib/zonedInput';
import type { GateList } from '../../src/contract/gates';

const ZONE = 'Africa/Tunis';
const NOW = new Date('2026-11-27T20:00:00Z'); // 21:00 in Tunis
const main: GateList = {
  id: 'm',
  name: 'Main entrance',
  tierIds: ['t1'],
  tierNames: ['General'],
  startsAt: null,
  endsAt: null,
  allowReentry: true,
};
const vip: GateList = {
  ...main,
  id: 'v',
  name: 'VIP',
  tierIds: ['t2'],
  tierNames: ['VIP'],
  allowReentry: false,
};
const general = { tierName: 'General', status: 'active', isScanned: false };

describe('gate rules', () => {
  it('a tier of another list names the gates that admit it; by tier id where known, else by name', () => {
    const v = entryVerdict(main, [main, vip], { ...general, tierName: 'VIP' }, NOW, ZONE);
    expect(v).toEqual({
      kind: 'refuse',
      reason: 'wrongList',
      message: 'VIP tickets are not admitted at Main entrance: go to VIP',
    });
    expect(
      entryVerdict(main, [main], { ...general, tierId: 't1', tierName: 'Renamed' }, NOW, ZONE).kind,
    ).toBe('pass');
    expect(wrongListText(main, { ...general, tierName: 'Staff' }, [main, vip])).toBe(
      'Staff tickets are not admitted at Main entrance',
    );
  });

  it('the window refuses before it opens and after it closes, on the venue’s clock', () => {
    const early = { ...main, startsAt: '2026-11-27T21:30:00Z' };
    expect(entryVerdict(early, [early], general, NOW, ZONE)).toMatchObject({
      reason: 'outsideWindow',
      message: 'Main entrance is not open yet: it opens at 22:30',
    });
    const closed = { ...main, endsAt: '2026-11-26T22:00:00Z' };
    expect(entryVerdict(closed, [closed], general, NOW, ZONE)).toMatchObject({
      message: 'Main entrance is closed: it closed at Nov 26 at 23:00',
    });
  });

  it('re-entry after an exit follows the list; an agent with no list lets back in; inside is the door’s usual rule', () => {
    const out = { ...general, status: 'used', isScanned: true, exitedAt: '2026-11-27T19:30:00Z' };
    expect(entryVerdict(main, [main], out, NOW, ZONE)).toEqual({ kind: 'reenter' });
    expect(entryVerdict(null, [], out, NOW, ZONE)).toEqual({ kind: 'reenter' });
    expect(entryVerdict({ ...main, allowReentry: false }, [], out, NOW, ZONE)).toMatchObject({
      reason: 'noReentry',
      message: 'No re-entry at Main entrance: this guest went out at 20:30',
    });
    expect(entryVerdict(main, [main], { ...out, exitedAt: null }, NOW, ZONE)).toEqual({ kind: 'pass' });
  });

  it('only a guest inside goes out', () => {
    expect(exitVerdict({ ...general, status: 'used', isScanned: true }, NOW, ZONE)).toEqual({ kind: 'exit' });
    expect(exitVerdict(general, NOW, ZONE)).toMatchObject({ reason: 'notInside' });
    expect(exitVerdict(undefined, NOW, ZONE)).toMatchObject({ reason: 'notFound' });
    expect(exitVerdict({ ...general, status: 'cancelled' }, NOW, ZONE)).toMatchObject({
      reason: 'cancelled',
    });
  });

  it('sorts the server’s and the phone’s refusals by reason', () => {
    expect(refusalReasonOf('Ticket already scanned at 21:04 by Gate A')).toBe('alreadyScanned');
    expect(refusalReasonOf('VIP tickets are not admitted at Main entrance: go to VIP')).toBe('wrongList');
    expect(refusalReasonOf('VIP is closed: it closed at 23:00')).toBe('outsideWindow');
    expect(refusalReasonOf('No re-entry at VIP: this guest went out at 21:00')).toBe('noReentry');
    expect(refusalReasonOf('Entry refused')).toBe('rejectedByAgent');
    expect(refusalReasonOf('Ticket has been refunded')).toBe('cancelled');
    expect(refusalReasonOf('something else')).toBe('other');
  });

  it('the phone’s moves not sent yet: the latest says whether the guest is out', () => {
    const t = { _id: 'a', exitedAt: null as string | null };
    expect(
      withGateMoves([t], [{ _id: 'a', deviceAt: '2026-11-27T20:00:00Z', gate: 'exit' }])[0].exitedAt,
    ).toBe('2026-11-27T20:00:00Z');
    const out = { _id: 'a', exitedAt: '2026-11-27T20:00:00Z' };
    expect(withGateMoves([out], [{ _id: 'a', deviceAt: '2026-11-27T20:05:00Z' }])[0].exitedAt).toBeNull();
    expect(withGateMoves([out], [{ _id: 'a', deviceAt: '2026-11-27T20:05:00Z', gate: 'refusal' }])[0]).toBe(
      out,
    );
  });
});

describe('window inputs on the venue’s clock', () => {
  it('shows and reads the wall time of Africa/Tunis', () => {
    expect(instantToWallInput('2030-05-01T19:00:00.000Z', ZONE)).toBe('2030-05-01T20:00');
    expect(wallInputToInstant('2030-05-01T20:00', ZONE)).toBe('2030-05-01T19:00:00.000Z');
    expect(wallInputToInstant('', ZONE)).toBeNull();
    expect(describeWindow('2030-05-01T19:00:00.000Z', null, ZONE)).toBe('≥ 2030-05-01 20:00');
    expect(describeWindow(null, null, ZONE)).toBeNull();
  });
});
