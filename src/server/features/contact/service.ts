import crypto from "node:crypto";
import { and, count, desc, eq, gte, isNotNull, isNull, sql } from "drizzle-orm";
import type { Lang } from "../../../shared/i18n";
import {
  CONTACT_LIST_LIMIT,
  type ContactMessageInput,
  type ContactMessageRow,
} from "../../../shared/schemas/contact";
import type { Deps } from "../../context";
import type { Db } from "../../db/client";
import { contactMessages } from "../../db/schema";
import { recordActivity } from "../../domain/activity";
import { studioIdentity } from "../../domain/studio-identity";
import { AppError, badRequest, notFound } from "../../platform/errors";

export const CONTACT_RATE_WINDOW_MS = 60 * 60 * 1000;
/** The first key of the per-sender advisory lock (two-key locks never meet single-key ones). */
const CONTACT_LOCK_NAMESPACE = 7532;

type ContactDeps = Pick<Deps, "database" | "mailer" | "captcha" | "config" | "clock" | "logger">;

/** The rate-limit key of a client address (the address itself is not kept). */
export const clientKeyOf = (ip: string) => crypto.createHash("sha256").update(`contact:${ip}`).digest("hex");

/**
 * A message from the contact form: robot check, rate limit per client address, stored, then
 * mailed to the studio. A mail failure is recorded on the message, which stays for the admins.
 */
export async function receiveContactMessage(
  deps: ContactDeps,
  input: { message: ContactMessageInput; captcha: string | undefined; clientIp: string; language: Lang },
): Promise<{ id: string }> {
  const { database, config, clock, logger, mailer } = deps;
  if (!(await deps.captcha.verify(input.captcha))) throw badRequest("CAPTCHA_REQUIRED");
  const now = clock.now();
  const clientKey = clientKeyOf(input.clientIp);
  const row = await database.db.transaction(async (tx) => {
    // One sender's messages are counted and inserted one at a time, on every instance.
    await tx.execute(sql`select pg_advisory_xact_lock(${CONTACT_LOCK_NAMESPACE}, hashtext(${clientKey}))`);
    const [recent] = await tx
      .select({ n: count() })
      .from(contactMessages)
      .where(
        and(
          eq(contactMessages.clientKey, clientKey),
          gte(contactMessages.createdAt, new Date(now.getTime() - CONTACT_RATE_WINDOW_MS)),
        ),
      );
    if ((recent?.n ?? 0) >= config.CONTACT_RATE_LIMIT_MAX)
      throw new AppError(429, "RATE_LIMITED", { max: config.CONTACT_RATE_LIMIT_MAX, windowMinutes: 60 });
    const [inserted] = await tx
      .insert(contactMessages)
      .values({ ...input.message, language: input.language, clientKey, createdAt: now })
      .returning({ id: contactMessages.id });
    return inserted!;
  });

  let mail: { status: ContactMessageRow["mailStatus"]; id: number | null } = { status: "failed", id: null };
  try {
    const studio = await studioIdentity(database.db, config);
    const sent = await mailer.send({
      to: studio.email,
      lang: "gr",
      template: "contactMessage",
      data: { studio: studio.name, ...input.message, receivedAt: now.toISOString() },
    });
    mail = { status: sent.status, id: sent.id };
  } catch (err) {
    logger.error({ err, contactMessageId: row.id }, "contact message stored but not mailed");
  }
  await database.db
    .update(contactMessages)
    .set({ mailStatus: mail.status, mailId: mail.id })
    .where(eq(contactMessages.id, row.id));
  return { id: row.id };
}

export type ContactFilter = "open" | "handled" | "all";

/** The received messages, newest first. */
export async function listContactMessages(db: Db, filter: ContactFilter): Promise<ContactMessageRow[]> {
  const where =
    filter === "open"
      ? isNull(contactMessages.handledAt)
      : filter === "handled"
        ? isNotNull(contactMessages.handledAt)
        : undefined;
  const rows = await db
    .select()
    .from(contactMessages)
    .where(where)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(CONTACT_LIST_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    phone: r.phone,
    message: r.message,
    createdAt: r.createdAt.toISOString(),
    handledAt: r.handledAt?.toISOString() ?? null,
    mailStatus: r.mailStatus,
  }));
}

export async function setContactHandled(
  db: Db,
  input: { id: string; handled: boolean; adminId: string; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ handledAt: contactMessages.handledAt })
      .from(contactMessages)
      .where(eq(contactMessages.id, input.id))
      .for("update");
    if (!before) throw notFound("CONTACT_MESSAGE_NOT_FOUND");
    await tx
      .update(contactMessages)
      .set({
        handledAt: input.handled ? input.now : null,
        handledBy: input.handled ? input.adminId : null,
      })
      .where(eq(contactMessages.id, input.id));
    await recordActivity(tx, {
      actorId: input.adminId,
      kind: "contact_message",
      details: { messageId: input.id, before: before.handledAt !== null, after: input.handled },
      at: input.now,
    });
  });
}
