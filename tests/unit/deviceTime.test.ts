import { describe, expect, it } from 'vitest';
import { boundedDeviceTime, tokenIssuedAt } from '../../src/lib/deviceTime';

const at = (iso: string) => new Date(iso);

describe('the device time of an offline admission', () => {
  const login = at('2026-11-26T18:00:00Z');
  const sync = at('2026-11-26T21:00:00Z');

  it('is kept when it lies between the login and the sync', () => {
    expect(boundedDeviceTime(at('2026-11-26T20:02:00Z'), login, sync)).toEqual(at('2026-11-26T20:02:00Z'));
  });

  it('a clock ahead is not believed past the sync; a clock behind not before the login', () => {
    expect(boundedDeviceTime(at('2026-11-27T02:00:00Z'), login, sync)).toEqual(sync);
    expect(boundedDeviceTime(at('2026-11-25T20:02:00Z'), login, sync)).toEqual(login);
  });

  it('without a device time, or without a usable login time', () => {
    expect(boundedDeviceTime(undefined, login, sync)).toEqual(sync);
    expect(boundedDeviceTime(new Date('nonsense'), login, sync)).toEqual(sync);
    expect(boundedDeviceTime(at('2026-11-20T10:00:00Z'), undefined, sync)).toEqual(
      at('2026-11-20T10:00:00Z'),
    );
    // a login after the sync is no bound
    expect(boundedDeviceTime(at('2026-11-26T20:00:00Z'), at('2026-11-27T00:00:00Z'), sync)).toEqual(
      at('2026-11-26T20:00:00Z'),
    );
  });
});

describe('the login a token belongs to', () => {
  const jwt = (payload: object) =>
    `h.${btoa(JSON.stringify(payload)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.s`;

  it("reads the token's issue time", () => {
    expect(tokenIssuedAt(jwt({ iat: 1_795_000_000, sub: 'x' }))).toBe(
      new Date(1_795_000_000_000).toISOString(),
    );
  });

  it('nothing for no token, a token that is no JWT, or one without iat', () => {
    expect(tokenIssuedAt(undefined)).toBeUndefined();
    expect(tokenIssuedAt('agent-token')).toBeUndefined();
    expect(tokenIssuedAt('a.%%%.b')).toBeUndefined();
    expect(tokenIssuedAt(jwt({ sub: 'x' }))).toBeUndefined();
  });
});
