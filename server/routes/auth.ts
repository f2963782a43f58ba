import { Hono } from 'hono';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { AppDeps, AppEnv } from '../env';
import { members, passwordResets, users } from '../db/schema';
import { readJson } from '../lib/validation';
import {
  changePasswordBody,
  forgotPasswordBody,
  loginBody,
  resetPasswordBody,
} from '../../src/contract/auth';
import { badRequest, unauthorized } from '../lib/httpError';
import { hashPassword, verifyPassword } from '../auth/password';
import { signToken } from '../auth/tokens';
import { reserveSignIn, reserveUse } from '../auth/attempts';
import { requireUser } from '../auth/middleware';
import { clientIp } from '../lib/clientIp';
import { newId, newToken } from '../lib/ids';
import { serializeUser } from '../serializers/users';
import { publicOrigin } from '../config';
import { mailerFor } from '../mail/mailer';
import { resetMail } from '../mail/resetMail';
import { memberName } from '../auth/middleware';
import type { Tx } from '../db/client';

export const RESET_NEUTRAL_MESSAGE =
  'If an account exists for this email, a password reset link has been sent.';
/**
 * Reset mails per email and address in a login window (and four times that per address). Per account
 * too, from any number of addresses: beyond it the answer stays the same and no mail goes out.
 */
export const FORGOT_MAX = 5;
export const RESET_TTL_MINUTES = 60;
const RESET_TTL_MS = RESET_TTL_MINUTES * 60 * 1000;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/**
 * A team member's invitation link (server/routes/members.ts) opens the same password page: the
 * member's password is set, the link used up, and any earlier session of theirs ended.
 */
async function claimInvitation(tx: Tx, tokenHash: string, passwordHash: string): Promise<boolean> {
  const [claimed] = await tx
    .update(members)
    .set({
      passwordHash,
      inviteTokenHash: null,
      inviteExpiresAt: null,
      sessionVersion: sql`${members.sessionVersion} + 1`,
    })
    .where(and(eq(members.inviteTokenHash, tokenHash), gt(members.inviteExpiresAt, new Date())))
    .returning({ id: members.id });
  return Boolean(claimed);
}

export function authRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const forgotLimiter = deps.rateLimiter('forgot', FORGOT_MAX, deps.config.loginRateLimit.windowMs);

  const sessionToken = (user: { id: string; role: string; sessionVersion: number }) =>
    signToken(
      deps.config.jwtSecret,
      { kind: 'user', sub: user.id, role: user.role, sv: user.sessionVersion },
      deps.config.tokenTtlSeconds,
    );
  const findByEmail = async (email: string) => {
    const [user] = await deps.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
      .limit(1);
    return user;
  };

  /** A team member's session: the business account's token, naming the member (server/auth/middleware.ts). */
  const memberToken = (
    agency: { id: string; role: string; sessionVersion: number },
    member: { id: string; sessionVersion: number },
  ) =>
    signToken(
      deps.config.jwtSecret,
      {
        kind: 'user',
        sub: agency.id,
        role: agency.role,
        sv: agency.sessionVersion,
        mid: member.id,
        msv: member.sessionVersion,
      },
      deps.config.tokenTtlSeconds,
    );
  const memberByEmail = async (email: string) => {
    const [member] = await deps.db
      .select()
      .from(members)
      .where(sql`lower(${members.email}) = ${email.toLowerCase()}`)
      .limit(1);
    return member;
  };

  app.post('/login', async (c) => {
    const { email, password } = await readJson(c, loginBody);
    // The attempt is counted before bcrypt runs: parallel guesses are refused as sequential ones are.
    const attempt = await reserveSignIn(
      deps.loginLimiter,
      'login',
      email,
      clientIp(c),
      deps.config.loginRateLimit.max,
    );
    const user = await findByEmail(email);
    // A team member signs in on the same screen (members' emails are never an account's).
    const member = user || deps.config.apiProfile === 'spec' ? undefined : await memberByEmail(email);
    if (member) {
      const [agency] = await deps.db.select().from(users).where(eq(users.id, member.agencyId));
      if (!(await verifyPassword(password, member.passwordHash)) || !member.isActive || !agency)
        throw unauthorized('Invalid email or password');
      await attempt.succeeded();
      await deps.db.update(members).set({ lastLogin: new Date() }).where(eq(members.id, member.id));
      const staff = { memberId: member.id, name: memberName(member), role: member.role };
      return c.json({
        token: await memberToken(agency, member),
        user: { ...serializeUser(agency), staff },
      });
    }
    // An unknown email is compared against a dummy hash: same time as a wrong password.
    if (!(await verifyPassword(password, user?.passwordHash)) || !user)
      throw unauthorized('Invalid email or password');
    await attempt.succeeded();
    return c.json({ token: await sessionToken(user), user: serializeUser(user) });
  });

  /** A signed-in account changes its password: every other session it had ends, this one gets a new token. */
  app.post('/change-password', requireUser(deps), async (c) => {
    const { currentPassword, newPassword } = await readJson(c, changePasswordBody);
    const me = c.get('user');
    const memberId = c.get('staff').memberId;
    // A member changes their own password, never the business account's.
    if (memberId) {
      const [member] = await deps.db.select().from(members).where(eq(members.id, memberId));
      const attempt = await reserveSignIn(
        deps.loginLimiter,
        'change',
        memberId,
        clientIp(c),
        deps.config.loginRateLimit.max,
      );
      if (!member || !(await verifyPassword(currentPassword, member.passwordHash)))
        throw badRequest('The current password is incorrect.');
      await attempt.succeeded();
      const [updated] = await deps.db
        .update(members)
        .set({
          passwordHash: await hashPassword(newPassword),
          sessionVersion: sql`${members.sessionVersion} + 1`,
        })
        .where(eq(members.id, memberId))
        .returning();
      return c.json({
        message: 'Your password has been changed. Other sessions have been signed out.',
        token: await memberToken(me, updated),
        user: { ...serializeUser(me), staff: c.get('staff') },
      });
    }
    const attempt = await reserveSignIn(
      deps.loginLimiter,
      'change',
      me.id,
      clientIp(c),
      deps.config.loginRateLimit.max,
    );
    if (!(await verifyPassword(currentPassword, me.passwordHash)))
      throw badRequest('The current password is incorrect.');
    await attempt.succeeded();
    const passwordHash = await hashPassword(newPassword);
    const [updated] = await deps.db
      .update(users)
      .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, me.id))
      .returning();
    return c.json({
      message: 'Your password has been changed. Other sessions have been signed out.',
      token: await sessionToken(updated),
      user: serializeUser(updated),
    });
  });

  /**
   * Mails the link (SMTP_URL), or logs it when no mail is configured. Not awaited: the answer, and its
   * time, are the same whether the account exists or not and whether the SMTP server answers. A failed
   * send loses nothing: the link stays valid and the server log keeps it for the operator.
   */
  const sendResetLink = (to: string, link: string) => {
    const send = mailerFor(deps, deps.config);
    if (!send) {
      deps.log(`Password reset link for ${to}: ${link}`);
      return;
    }
    send({ to, ...resetMail(link, RESET_TTL_MINUTES) }).then(
      () => deps.log(`Password reset mail sent to ${to}`),
      (err: unknown) =>
        deps.log(
          `Password reset mail to ${to} could not be sent (${err instanceof Error ? err.message : String(err)}); the link: ${link}`,
        ),
    );
  };

  app.post('/forgot-password', async (c) => {
    const { email } = await readJson(c, forgotPasswordBody);
    const ip = clientIp(c);
    // Counted before the lookup, per email and address and per address: no mail bombing, no probing.
    await reserveUse(forgotLimiter, [
      [`pair:${email.toLowerCase()}:${ip}`, FORGOT_MAX],
      [`ip:${ip}`, FORGOT_MAX * 4],
    ]);
    // Whether or not the account exists, so that the cap tells nothing either.
    const accountCapped = (await forgotLimiter.reserve(`account:${email.toLowerCase()}`, FORGOT_MAX)) > 0;
    const user = accountCapped ? undefined : await findByEmail(email);
    if (user?.email) {
      const token = newToken();
      await deps.db.insert(passwordResets).values({
        id: newId(),
        userId: user.id,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + RESET_TTL_MS),
        // The link is for this password: a change before it is used kills it.
        sessionVersion: user.sessionVersion,
      });
      // Only the configured address: a request's Host header is the sender's to choose.
      sendResetLink(user.email, `${publicOrigin(deps.config)}/reset-password/${token}`);
    }
    return c.json({ message: RESET_NEUTRAL_MESSAGE });
  });

  app.post('/reset-password', async (c) => {
    const { token, password } = await readJson(c, resetPasswordBody);
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
      if (!claimed) return claimInvitation(tx, sha256(token), passwordHash);
      // Every session issued before the reset ends (a stolen token does not survive it). The link
      // works only if the password is still the one it was sent for (same session version).
      const [changed] = await tx
        .update(users)
        .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1` })
        .where(and(eq(users.id, claimed.userId), eq(users.sessionVersion, claimed.sessionVersion)))
        .returning({ id: users.id });
      return Boolean(changed);
    });
    if (!done) throw badRequest('This reset link is invalid or has expired.');
    return c.json({ message: 'Your password has been updated. You can now sign in.' });
  });

  return app;
}
