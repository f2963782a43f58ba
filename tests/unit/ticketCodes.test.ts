import { webcrypto } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hashes } from '@noble/ed25519';
import {
  formatTicketCode,
  parseTicketCode,
  signedTicketMessage,
  toBase64url,
  type TicketCodeFields,
} from '../../src/contract/signedTickets';
import {
  checkTicketCode,
  applyRevocations,
  nextSigningState,
  type SigningState,
} from '../../src/lib/ticketCodeCheck';
import { ed25519Implementation, resetEd25519ForTests, verifyEd25519 } from '../../src/lib/ed25519Verify';
import { signedTicket, withPending, decideOffline, findTicket } from '../../src/lib/scannerOffline';
import { scanCodeOf } from '../../src/lib/scannerSearch';

const subtle = webcrypto.subtle;
const EVENT = 'ev0000000000000000000001';

async function keyPair() {
  const pair = (await subtle.generateKey({ name: 'Ed25519' }, true, [
    'sign',
    'verify',
  ])) as webcrypto.CryptoKeyPair;
  const raw = new Uint8Array(await subtle.exportKey('raw', pair.publicKey));
  return { pair, publicKey: toBase64url(raw) };
}

async function sign(pair: webcrypto.CryptoKeyPair, fields: TicketCodeFields, eventId = EVENT) {
  const sig = new Uint8Array(
    await subtle.sign({ name: 'Ed25519' }, pair.privateKey, signedTicketMessage(eventId, fields)),
  );
  return formatTicketCode({ ...fields, signature: toBase64url(sig) });
}

const fields: TicketCodeFields = {
  ticketId: 'TK-NSNBEHZL8F',
  tier: 'VIP Été',
  codeVersion: 1,
  keyVersion: 1,
};

afterEach(() => resetEd25519ForTests());
// jsdom's typed arrays are of another realm than Node's Web Crypto, which then refuses the library's
// own SHA-512 call; a browser has one realm. The library's hash is Node's, on a copy of the bytes.
beforeAll(() => {
  hashes.sha512Async = async (m) => new Uint8Array(await subtle.digest('SHA-512', Buffer.from(m)));
});

describe('the signed ticket code format', () => {
  it('is compact, URL-safe, and reads back to its fields', async () => {
    const { pair } = await keyPair();
    const code = await sign(pair, fields);
    expect(code).toMatch(/^TK-NSNBEHZL8F\.[A-Za-z0-9_-]+\.1\.1\.[A-Za-z0-9_-]{86}$/);
    expect(code.length).toBeLessThanOrEqual(120);
    expect(parseTicketCode(code)).toMatchObject({ kind: 'signed', ...fields });
  });

  it("reads SPEC's plain ticket id as plain, and a damaged code as altered (never as a plain id)", () => {
    expect(parseTicketCode(' TK-ABCDEF12 ')).toEqual({ kind: 'plain', ticketId: 'TK-ABCDEF12' });
    const sig = 'A'.repeat(86);
    for (const damaged of [
      `TK-ABCDEF12.VklQ.1.1`,
      `TK-ABCDEF12.VklQ.1.1.${sig.slice(1)}`,
      `TK-ABCDEF12.VklQ.0.1.${sig}`,
      `TK-ABCDEF12.VklQ.x.1.${sig}`,
      `TK-ABCDEF12.V*lQ.1.1.${sig}`,
      `TK-ABCDEF12.VklQ.1.1.${sig}.extra`,
      `TK-ABCDEF12.VklQ.1.1.${'+'.repeat(86)}`,
    ])
      expect(parseTicketCode(damaged), damaged).toMatchObject({ kind: 'altered', ticketId: 'TK-ABCDEF12' });
  });

  it('is a scan in the scan field (USB scanner), while a name with a dot only filters', () => {
    const code = `TK-ABCDEF12.VklQ.1.1.${'A'.repeat(86)}`;
    expect(scanCodeOf(code, [])).toBe(code);
    expect(scanCodeOf('Dr. Amira', [])).toBeNull();
  });
});

describe('checking a code on the device', () => {
  async function device(extra: Partial<SigningState> = {}) {
    const k1 = await keyPair();
    const k2 = await keyPair();
    const state: SigningState = {
      keys: [
        { version: 1, publicKey: k1.publicKey, retired: false },
        { version: 2, publicKey: k2.publicKey, retired: false },
      ],
      revoked: {},
      cursor: '0',
      ...extra,
    };
    return { k1, k2, state };
  }

  it('admits a valid signature with Web Crypto, and with the library where the browser lacks it', async () => {
    const { k1, k2, state } = await device();
    const c1 = await sign(k1.pair, fields);
    const c2 = await sign(k2.pair, { ...fields, keyVersion: 2 });
    expect(await ed25519Implementation()).toBe('webcrypto');
    for (const impl of ['webcrypto', 'library'] as const) {
      resetEd25519ForTests(impl === 'library' ? 'library' : undefined);
      expect(await ed25519Implementation()).toBe(impl);
      expect(await checkTicketCode(c1, EVENT, state)).toEqual({
        kind: 'signed',
        ticketId: fields.ticketId,
        tier: 'VIP Été',
        codeVersion: 1,
        retiredKey: false,
      });
      expect(await checkTicketCode(c2, EVENT, state)).toMatchObject({ kind: 'signed' });
    }
  });

  it('refuses an altered or forged code, another key, another event, and a code with no known key', async () => {
    const { k1, k2, state } = await device();
    const code = await sign(k1.pair, fields);
    const [id, tier, cv, kv, sig] = code.split('.');
    const flipped = sig.slice(0, 10) + (sig[10] === 'A' ? 'B' : 'A') + sig.slice(11);
    const forgedByOtherKey = await sign(k2.pair, fields); // says key 1, signed by key 2
    for (const altered of [
      [id, tier, '2', kv, sig].join('.'),
      [id.replace('TK-N', 'TK-M'), tier, cv, kv, sig].join('.'),
      [id, 'R2VuZXJhbA', cv, kv, sig].join('.'),
      [id, tier, cv, kv, flipped].join('.'),
      forgedByOtherKey,
    ])
      expect(await checkTicketCode(altered, EVENT, state), altered).toMatchObject({
        kind: 'refused',
        reason: 'altered',
      });
    expect(await checkTicketCode(code, 'another-event', state)).toMatchObject({ reason: 'altered' });
    expect(await checkTicketCode([id, tier, cv, '9', sig].join('.'), EVENT, state)).toMatchObject({
      reason: 'unknownKey',
    });
    // No key on the device yet (a SPEC server, or before the first download): read as its ticket id.
    expect(await checkTicketCode(code, EVENT, null)).toEqual({
      kind: 'unchecked',
      ticketId: fields.ticketId,
    });
    expect(await checkTicketCode('TK-NSNBEHZL8F', EVENT, state)).toEqual({
      kind: 'plain',
      ticketId: 'TK-NSNBEHZL8F',
    });
  });

  it('refuses revoked codes: a cancelled ticket, and a code older than its re-issue; the latest entry wins', async () => {
    const { k1, state } = await device();
    const v1 = await sign(k1.pair, fields);
    const v2 = await sign(k1.pair, { ...fields, codeVersion: 2 });
    const reissued = { ...state, revoked: applyRevocations({}, [{ ticketId: fields.ticketId, below: 2 }]) };
    expect(await checkTicketCode(v1, EVENT, reissued)).toMatchObject({ reason: 'reissued' });
    expect(await checkTicketCode(v2, EVENT, reissued)).toMatchObject({ kind: 'signed' });
    const cancelled = nextSigningState(reissued, {
      keys: state.keys,
      revoked: [{ ticketId: fields.ticketId, below: null }],
      cursor: '5',
      full: false,
    });
    expect(cancelled.cursor).toBe('5');
    expect(await checkTicketCode(v2, EVENT, cancelled)).toMatchObject({ reason: 'revoked' });
    const reactivated = {
      ...state,
      revoked: applyRevocations(cancelled.revoked, [{ ticketId: fields.ticketId, below: 2 }]),
    };
    expect(await checkTicketCode(v2, EVENT, reactivated)).toMatchObject({ kind: 'signed' });
    // A full answer replaces what the device had.
    expect(
      nextSigningState(cancelled, { keys: state.keys, revoked: [], cursor: '9', full: true }).revoked,
    ).toEqual({});
  });

  it("marks a retired key's code, which only the device's copy admits", async () => {
    const { k1, state } = await device();
    const retired = {
      ...state,
      keys: state.keys.map((k) => (k.version === 1 ? { ...k, retired: true } : k)),
    };
    expect(await checkTicketCode(await sign(k1.pair, fields), EVENT, retired)).toMatchObject({
      kind: 'signed',
      retiredKey: true,
    });
  });

  it('never throws on malformed keys or signatures', async () => {
    const { publicKey } = await keyPair();
    const key = Uint8Array.from(atob(publicKey.replace(/-/g, '+').replace(/_/g, '/')), (c) =>
      c.charCodeAt(0),
    );
    const junk = Uint8Array.from({ length: 64 }, (_, i) => (i * 37 + 11) % 256);
    for (const impl of ['webcrypto', 'library'] as const) {
      resetEd25519ForTests(impl === 'library' ? 'library' : undefined);
      expect(await verifyEd25519(junk, new Uint8Array([1]), key)).toBe(false);
      expect(await verifyEd25519(new Uint8Array(3), new Uint8Array([1]), key)).toBe(false);
      expect(await verifyEd25519(junk, new Uint8Array([1]), junk.subarray(0, 32))).toBe(false);
    }
  });
});

describe('a ticket admitted on its signature, before the copy has it', () => {
  it('shows as admitted offline, is not admitted twice, and becomes the real row once the copy has it', () => {
    const pending = [
      {
        _id: 'TK-NEW00001',
        ticketId: 'TK-NEW00001',
        deviceAt: '2026-11-27T20:00:00.000Z',
        bySignature: { tier: 'VIP' },
      },
    ];
    const shown = withPending([], pending, 'Gate A');
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({
      ticketId: 'TK-NEW00001',
      bySignature: true,
      isScanned: true,
      offline: true,
    });
    expect(decideOffline(findTicket(shown, 'TK-NEW00001'))).toMatchObject({ ok: false });
    expect(decideOffline(signedTicket('TK-NEW00001', 'VIP'))).toMatchObject({ ok: true });
    const real = {
      ...signedTicket('TK-NEW00001', 'VIP'),
      _id: 'db-id-1',
      bySignature: undefined,
      customerInfo: { firstName: 'Amira', lastName: 'Ben Salah', phoneNumber: '22123456' },
    };
    const later = withPending([real], pending, 'Gate A');
    expect(later).toHaveLength(1);
    expect(later[0]).toMatchObject({ _id: 'db-id-1', isScanned: true, offline: true });
  });
});
