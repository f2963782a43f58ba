import { describe, expect, it } from 'vitest';
import bcrypt from 'bcryptjs';
import { hashPassword, verifyPassword } from '../../server/auth/password';

describe('password hashing (@node-rs/bcrypt)', () => {
  it('accepts the hashes written before (bcryptjs) and writes hashes bcryptjs reads', async () => {
    const before = bcrypt.hashSync('secret123', 4);
    expect(await verifyPassword('secret123', before)).toBe(true);
    expect(await verifyPassword('secret124', before)).toBe(false);
    const now = await hashPassword('agent123');
    expect(now).toMatch(/^\$2[aby]\$/);
    expect(bcrypt.compareSync('agent123', now)).toBe(true);
  });

  it('an unknown account or a malformed stored hash is a refusal, not an error', async () => {
    expect(await verifyPassword('x', undefined)).toBe(false);
    expect(await verifyPassword('x', 'not-a-hash')).toBe(false);
  });
});
