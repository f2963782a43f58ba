import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { and, asc, eq, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { AppDeps, AppEnv } from '../env';
import { requireAgency } from '../auth/middleware';
import { members, users } from '../db/schema';
import { parseWith, readJson } from '../lib/validation';
import { listSpec, ordered, simpleRestList, tablePage } from '../lib/simpleRestList';
import { badRequest, conflict, notFound } from '../lib/httpError';
import { newId, newToken } from '../lib/ids';
import { nonEmpty } from '../../src/contract/primitives';
import { pgErrorCode } from '../lib/dbErrors';
import {
  INVITATION_TTL_DAYS,
  inviteMemberBody,
  MEMBER_MESSAGES,
  updateMemberBody,
  type ApiMember,
  type MemberRole,
} from '../../src/contract/members';
import { publicOrigin } from '../config';
import { mailerFor } from '../mail/mailer';
import { invitationMail } from '../mail/invitationMail';
import { writeJournal, byAccount } from '../money/journal';

type MemberRow = typeof members.$inferSelect;
const serialize = (m: MemberRow): ApiMember => ({
  id: m.id,
  name: m.name,
  email: m.email,
  role: m.role as MemberRole,
  isActive: m.isActive,
  lastLogin: m.lastLogin?.toISOString() ?? null,
  invited: m.passwordHash === null,
});

const SORTABLE = {
  name: members.name,
  email: members.email,
  role: members.role,
  isActive: members.isActive,
  lastLogin: members.lastLogin,
  createdAt: members.createdAt,
} as const;

const MEMBER_LIST = listSpec({
  resource: 'members',
  sortable: SORTABLE,
  defaultSort: ['createdAt', 'ASC'],
  filter: z.object({}).passthrough(),
});

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const INVITATION_TTL_MS = INVITATION_TTL_DAYS * 24 * 3600 * 1000;

/**
 * The business's team (the `members` extension): the owner invites, renames, changes roles,
 * deactivates and re-invites; only the owner's role reaches these calls (src/contract/permissions.ts).
 */
export function memberRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const { db } = deps;
  app.use('*', requireAgency(deps));

  const ownMember = async (c: Context<AppEnv>) => {
    const id = parseWith(nonEmpty(24), c.req.param('id'));
    const [row] = await db
      .select()
      .from(members)
      .where(and(eq(members.id, id), eq(members.agencyId, c.get('user').id)));
    if (!row) throw notFound(MEMBER_MESSAGES.notFound);
    return row;
  };

  /**
   * A new invitation link for `member` (an earlier one stops working). Mailed when SMTP is
   * configured (not awaited: a failed send is logged with the link); else answered to the owner.
   */
  const invite = async (c: Context<AppEnv>, member: MemberRow) => {
    const token = newToken();
    await db
      .update(members)
      .set({ inviteTokenHash: sha256(token), inviteExpiresAt: new Date(Date.now() + INVITATION_TTL_MS) })
      .where(eq(members.id, member.id));
    const link = `${publicOrigin(deps.config)}/reset-password/${token}`;
    const send = mailerFor(deps, deps.config);
    if (!send) return { ...serialize(member), invitationLink: link };
    const business = c.get('user').companyName || c.get('user').email || '';
    send({
      to: member.email,
      ...invitationMail({ name: member.name, business, link }, INVITATION_TTL_DAYS),
    }).then(
      () => deps.log(`Invitation mail sent to ${member.email}`),
      (err: unknown) =>
        deps.log(
          `Invitation mail to ${member.email} could not be sent (${err instanceof Error ? err.message : String(err)}); the link: ${link}`,
        ),
    );
    return serialize(member);
  };

  app.get(
    '/',
    simpleRestList(MEMBER_LIST, async (page, c) => {
      const mine = [eq(members.agencyId, c.get('user').id)];
      const order = [ordered(SORTABLE[page.sort.field], page.sort.order), asc(members.id)];
      const { rows, total } = await tablePage(db, members, mine, order, page);
      return { rows: rows.map(serialize), total };
    }),
  );

  app.get('/:id', async (c) => c.json(serialize(await ownMember(c))));

  app.post('/', async (c) => {
    const body = await readJson(c, inviteMemberBody);
    const owner = c.get('user');
    // One email, one sign-in: an account's email (any role) cannot also be a member's.
    const [account] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${body.email.toLowerCase()}`)
      .limit(1);
    if (account) throw conflict(MEMBER_MESSAGES.emailTaken, { email: MEMBER_MESSAGES.emailTaken });
    let row: MemberRow;
    try {
      row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(members)
          .values({ id: newId(), agencyId: owner.id, name: body.name, email: body.email, role: body.role })
          .returning();
        await writeJournal(tx, byAccount(owner), [
          {
            action: 'member.invited',
            entity: 'member',
            entityId: created.id,
            before: null,
            after: { name: created.name, email: created.email, role: created.role },
          },
        ]);
        return created;
      });
    } catch (err) {
      if (pgErrorCode(err) === '23505')
        throw conflict(MEMBER_MESSAGES.emailTaken, { email: MEMBER_MESSAGES.emailTaken });
      throw err;
    }
    return c.json(await invite(c, row), 201);
  });

  app.post('/:id/invite', async (c) => {
    // No body is needed; one that is sent must still be JSON.
    await readJson(c, z.object({}));
    const member = await ownMember(c);
    if (member.passwordHash !== null) throw conflict(MEMBER_MESSAGES.notInvitable);
    return c.json(await invite(c, member));
  });

  app.put('/:id', async (c) => {
    const before = await ownMember(c);
    const body = await readJson(c, updateMemberBody);
    const deactivated = body.isActive === false && before.isActive;
    if (body.name === undefined && body.role === undefined && body.isActive === undefined)
      throw badRequest(MEMBER_MESSAGES.nothingToChange);
    const updated = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(members)
        .set({
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.role !== undefined ? { role: body.role } : {}),
          ...(body.isActive !== undefined ? { isActive: body.isActive } : {}),
          // Deactivation ends every session of the member at once.
          ...(deactivated ? { sessionVersion: sql`${members.sessionVersion} + 1` } : {}),
        })
        .where(eq(members.id, before.id))
        .returning();
      await writeJournal(tx, byAccount(c.get('user')), [
        {
          action: 'member.updated',
          entity: 'member',
          entityId: row.id,
          before: { name: before.name, role: before.role, isActive: before.isActive },
          after: { name: row.name, role: row.role, isActive: row.isActive },
        },
      ]);
      return row;
    });
    return c.json(serialize(updated));
  });

  app.delete('/:id', async (c) => {
    const member = await ownMember(c);
    await db.transaction(async (tx) => {
      await tx.delete(members).where(eq(members.id, member.id));
      await writeJournal(tx, byAccount(c.get('user')), [
        {
          action: 'member.removed',
          entity: 'member',
          entityId: member.id,
          before: { name: member.name, email: member.email, role: member.role },
          after: null,
        },
      ]);
    });
    return c.json(serialize(member));
  });

  return app;
}
