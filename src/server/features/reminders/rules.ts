import { REMINDER_DEFAULTS } from "../../../shared/domain/reminders";
import { REMINDER_KINDS, type ReminderRule } from "../../../shared/schemas/reminders";
import type { Db, Tx } from "../../db/client";
import { reminderRules } from "../../db/schema";
import { recordSettings, type StaffWriter } from "../../domain/activity";

/** The reminders' rules in the order of REMINDER_KINDS; a kind without a row reads as its default. */
export async function readReminderRules(db: Db | Tx): Promise<ReminderRule[]> {
  const rows = await db.select().from(reminderRules);
  const byKind = new Map(rows.map((r) => [r.kind, r]));
  return REMINDER_KINDS.map((kind) => {
    const r = byKind.get(kind);
    if (!r) return { ...REMINDER_DEFAULTS[kind] };
    const { enabled, days, subjectGr, subjectEn, textGr, textEn } = r;
    return { kind, enabled, days, subjectGr, subjectEn, textGr, textEn };
  });
}

/** Saves the given rules (the others keep theirs) in one transaction; answers all of them. */
export async function saveReminderRules(w: StaffWriter, rules: ReminderRule[]): Promise<ReminderRule[]> {
  const db = w.db;
  await db.transaction(async (tx) => {
    const all = await readReminderRules(tx);
    const before = all.filter((r) => rules.some((n) => n.kind === r.kind));
    await recordSettings(tx, w, "reminders", { before, after: rules });
    for (const { kind, ...rest } of rules)
      await tx
        .insert(reminderRules)
        .values({ kind, ...rest })
        .onConflictDoUpdate({ target: reminderRules.kind, set: rest });
  });
  return readReminderRules(db);
}
