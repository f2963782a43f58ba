import { Hono } from 'hono';
import { z } from 'zod';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { AppDeps, AppEnv } from '../env';
import { passwordResets, users } from '../db/schema';
import { readJson } from '../lib/validation';
import { HttpError, badRequest, unauthorized } from '../lib/httpError';
import { hashPassword, verifyPassword } from '../auth/password';
import { signToken } from '../auth/tokens';
import { tooManyAttemptsMessage } from '../auth/rateLimit';
import { clientIp } from '../lib/clientIp';
import { newId, newToken } from '../lib/ids';
import { serializeUser } from '../serializers/users';

const loginBody = z.object({
  email: z.string().trim().min(1, 'is required').max(320),
  password: z.string().min(1, 'is required').max(200),
});
const forgotBody = z.object({ email: z.string().trim().min(1, 'is required').max(320) });
const resetBody = z.object({
  token: z.string().min(1, 'is required').max(200),
  password: z.string().min(6, 'must be at least 6 characters').max(200),
});

export const RESET_NEUTRAL_MESSAGE =
  'If an account exists for this email, a password reset link has been sent.';
const RESET_TTL_MS = 60 * 60 * 1000;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export function authRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.post('/login', async (c) => {
    const { email, password } = await readJson(c, loginBody);
    const keys = [`login:email:${email.toLowerCase()}`, `login:ip:${clientIp(c)}`];
    for (const key of keys) {
      const wait = await deps.loginLimiter.blockedFor(key);
      if (wait > 0) throw new HttpError(429, tooManyAttemptsMessage(wait));
    }
    const [user] = await deps.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
      .limit(1);
    if (!user || !(await verifyPassword(password, user.passwordHash))) {
      await Promise.all(keys.map((k) => deps.loginLimiter.recordFailure(k)));
      throw unauthorized('Invalid email or password');
    }
    await deps.loginLimiter.reset(keys[0]);
    const token = await signToken(
      deps.config.jwtSecret,
      { kind: 'user', sub: user.id, role: user.role },
      deps.config.tokenTtlSeconds,
    );
    return c.json({ token, user: serializeUser(user) });
  });

  app.post('/forgot-password', async (c) => {
    const { email } = await readJson(c, forgotBody);
    const [user] = await deps.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
      .limit(1);
    if (user) {
      const token = newToken();
      await deps.db.insert(passwordResets).values({
        id: newId(),
        userId: user.id,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + RESET_TTL_MS),
      });
      const origin = deps.config.publicUrl ?? new URL(c.req.url).origin;
      deps.log(`Password reset link for ${user.email}: ${origin}/reset-password/${token}`);
    }
    return c.json({ message: RESET_NEUTRAL_MESSAGE });
  });

  app.post('/reset-password', async (c) => {
    const { token, password } = await readJson(c, resetBody);
    const passwordHash = await hashPassword(password);
    const done = await deps.db.transaction(async (tx) => {
      // Claiming the link and changing the password in one transaction makes the link single-use.
      const [claimed] = await tx
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(passwordResets.tokenHash, sha256(token)),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, new Date()),
          ),
        )
        .returning();
      if (!claimed) return false;
      await tx.update(users).set({ passwordHash }).where(eq(users.id, claimed.userId));
      return true;
    });
    if (!done) throw badRequest('This reset link is invalid or has expired.');
    return c.json({ message: 'Your password has been updated. You can now sign in.' });
  });

  return app;
}
