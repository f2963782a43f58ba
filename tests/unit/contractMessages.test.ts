import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MESSAGES, RENTAL_MESSAGES } from '../../src/contract/messages';
import { PASSWORD_MIN } from '../../src/contract/auth';
import * as auth from '../../src/contract/auth';
import * as business from '../../src/contract/business';
import * as events from '../../src/contract/events';
import * as payments from '../../src/contract/payments';
import * as rental from '../../src/contract/rental';
import * as scanSync from '../../src/contract/scanSync';
import { en } from '../../src/i18n/en';
import { fr } from '../../src/i18n/fr';
import { catalogFor } from '../../src/i18n/catalog';

/** The text at a dotted key of a catalog, if it is one. */
const textAt = (catalog: object, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalog);

const KEYS = [...Object.values(MESSAGES), ...Object.values(RENTAL_MESSAGES)];

describe('contract messages are catalog keys', () => {
  it.each(KEYS)('%s has an English and a French text', (key) => {
    const english = textAt(en, key);
    const french = textAt(fr, key);
    expect(typeof english === 'string' && english.length > 0, `${key} in en`).toBe(true);
    expect(typeof french === 'string' && french.length > 0, `${key} in fr`).toBe(true);
  });

  it('reads in the language of its screen in the default locale: rental in French, the rest in English', () => {
    const byDefault = catalogFor('default', en, fr);
    expect(textAt(byDefault, RENTAL_MESSAGES.required)).toBe('Champ obligatoire');
    expect(textAt(byDefault, MESSAGES.required)).toBe('Required');
  });

  it('words the password minimum with the rule itself', () => {
    expect(textAt(en, MESSAGES.passwordMin)).toContain(String(PASSWORD_MIN));
    expect(textAt(fr, MESSAGES.passwordMin)).toContain(String(PASSWORD_MIN));
  });
});

/** Every request-body schema of the contract. */
const SCHEMAS: Record<string, z.ZodType> = {
  loginBody: auth.loginBody,
  forgotPasswordBody: auth.forgotPasswordBody,
  resetPasswordBody: auth.resetPasswordBody,
  resetPasswordForm: auth.resetPasswordForm,
  changePasswordBody: auth.changePasswordBody,
  agentLoginBody: auth.agentLoginBody,
  addUserBody: business.addUserBody,
  addFundsBody: business.addFundsBody,
  bulkAddFundsBody: business.bulkAddFundsBody,
  eventBody: events.eventBody,
  tierBody: events.tierBody,
  activeBody: events.activeBody,
  ticketCreateBody: events.ticketCreateBody,
  ticketStatusBody: events.ticketStatusBody,
  agentCreateBody: events.agentCreateBody,
  agentUpdateBody: events.agentUpdateBody,
  recordPaymentSchema: payments.recordPaymentSchema,
  carSchema: rental.carSchema,
  availabilitySchema: rental.availabilitySchema,
  reservationSchema: rental.reservationSchema,
  statusOnlySchema: rental.statusOnlySchema,
  scanSyncBody: scanSync.scanSyncBody,
};

const HOSTILE: unknown[] = [
  undefined,
  null,
  '',
  ' ',
  'x',
  '12.3456',
  -1,
  0,
  1.23456,
  1e15,
  true,
  [],
  {},
  ['x'],
  [{}],
];

/** Field names of an object schema, nested objects included (as `{}` and as hostile values). */
function fieldsOf(schema: z.ZodType): string[] {
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(shape) : [];
}

/** Bodies that break each field in turn, every way we can think of. */
function hostileBodies(schema: z.ZodType): unknown[] {
  const bodies: unknown[] = [...HOSTILE];
  for (const field of fieldsOf(schema)) for (const value of HOSTILE) bodies.push({ [field]: value });
  return bodies;
}

/** Every message an issue carries, a union's branches included. */
function messagesOf(issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.flatMap((issue) => [
    ...(issue.code === 'unrecognized_keys' ? [] : [issue.message]),
    ...(issue.code === 'invalid_union' ? issue.errors.flatMap(messagesOf) : []),
  ]);
}

describe('every message a contract schema gives is a catalog key', () => {
  it.each(Object.keys(SCHEMAS))('%s', (name) => {
    const schema = SCHEMAS[name];
    const seen = new Set<string>();
    for (const body of hostileBodies(schema)) {
      const result = schema.safeParse(body);
      // A body at the root that is not an object is refused by the server in its own words.
      const fieldIssues = result.error?.issues.filter((i) => i.path.length > 0) ?? [];
      for (const message of messagesOf(fieldIssues)) seen.add(message);
    }
    expect(seen.size).toBeGreaterThan(0);
    expect([...seen].filter((message) => !KEYS.includes(message))).toEqual([]);
  });
});
