import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server, API } from '../setup/msw';
import {
  capabilitiesSnapshot,
  forgetCapabilities,
  loadCapabilities,
  whenOffered,
} from '../../src/authProvider/capabilities';
import { extensionFor } from '../../src/lib/extensionAccess';
import { resourceNamed } from '../../src/resources';
import { HttpError } from 'ra-core';

function answer(...bodies: Array<() => Response>) {
  let calls = 0;
  server.use(http.get(`${API}/api/capabilities`, () => bodies[Math.min(calls++, bodies.length - 1)]()));
  return () => calls;
}

describe("the server's capabilities", () => {
  it('a 404 means SPEC only', async () => {
    expect([...(await loadCapabilities())]).toEqual([]);
    expect(capabilitiesSnapshot()).toEqual(new Set());
  });

  it('are asked once per session, again after a sign-out or with another token', async () => {
    const calls = answer(() => HttpResponse.json({ extensions: ['journal', 'someday'] }));
    localStorage.setItem('token', 'a');
    expect([...(await loadCapabilities())]).toEqual(['journal']);
    await loadCapabilities();
    expect(calls()).toBe(1);
    forgetCapabilities();
    await loadCapabilities();
    expect(calls()).toBe(2);
    localStorage.setItem('token', 'b');
    await loadCapabilities();
    expect(calls()).toBe(3);
  });

  it('a failure that is not a 404 offers nothing for now and asks again next time', async () => {
    const calls = answer(
      () => HttpResponse.json({ message: 'down' }, { status: 503 }),
      () => HttpResponse.json({ extensions: ['payments'] }),
    );
    expect((await loadCapabilities()).size).toBe(0);
    expect([...(await loadCapabilities())]).toEqual(['payments']);
    expect(calls()).toBe(2);
  });

  it("an extension's call that answers 404 drops the extension, silently; a record's 404 stays an error", async () => {
    answer(() => HttpResponse.json({ extensions: ['journal'] }));
    // Not offered: the call is not even made.
    const never = () => Promise.reject(new Error('called'));
    expect(await whenOffered('payments', never, () => 'spec')).toBe('spec');
    const recordMissing = () =>
      Promise.reject(new HttpError('Ticket not found', 404, { message: 'Ticket not found' }));
    await expect(whenOffered('journal', recordMissing, () => 'x')).rejects.toThrow('Ticket not found');
    const routeMissing = () => Promise.reject(new HttpError('Not found', 404, { message: 'Not found' }));
    expect(await whenOffered('journal', routeMissing, () => 'spec')).toBe('spec');
    expect(capabilitiesSnapshot()?.has('journal')).toBe(false);
  });

  it('react-admin refuses only the resources that need an extension', () => {
    const need = (name: string) => resourceNamed(name)?.extension;
    expect(extensionFor(need('journal'), 'list')).toBe('journal');
    expect(extensionFor(need('subscriptions'), 'list')).toBe('subscriptions');
    expect(extensionFor(need('payments'), 'list')).toBeUndefined();
    expect(extensionFor(need('payments'), 'create')).toBe('payments');
    expect(extensionFor(need('events'), 'delete')).toBeUndefined();
  });
});
