import { and, asc, desc, eq, gte, sql } from "drizzle-orm";
import { foldText } from "../../../shared/domain/text";
import {
  type Measurement,
  type MeasurementInput,
  type MeasurementKind,
  type MeasurementKindInput,
  measurementInputSchema,
  measurementKindInputSchema,
  type NutritionCheck,
  type NutritionCheckInput,
  nutritionCheckInputSchema,
} from "../../../shared/schemas/coaching";
import type { Db, Tx } from "../../db/client";
import { measurementKinds, measurements, nutritionChecks } from "../../db/schema";
import { recordSettings, type StaffWriter } from "../../domain/activity";
import { badRequest, conflict, notFound } from "../../platform/errors";
import { loggableDates } from "./log";

/** Body measurements and the daily nutrition check. */

const kindColumns = {
  id: measurementKinds.id,
  slug: measurementKinds.slug,
  nameGr: measurementKinds.nameGr,
  nameEn: measurementKinds.nameEn,
  unit: measurementKinds.unit,
  minValue: measurementKinds.minValue,
  maxValue: measurementKinds.maxValue,
};

export function listKinds(db: Db | Tx): Promise<MeasurementKind[]> {
  // Weight first (the one most members keep), then in the order they were added.
  return db
    .select(kindColumns)
    .from(measurementKinds)
    .orderBy(
      sql`${measurementKinds.slug} <> 'weight'`,
      asc(measurementKinds.createdAt),
      asc(measurementKinds.slug),
    );
}

/** A kind the coach adds; a name the list has (accents and case aside) is refused. */
export async function addKind(w: StaffWriter, input: MeasurementKindInput): Promise<MeasurementKind> {
  const k = measurementKindInputSchema.parse(input);
  const slug =
    foldText(k.nameEn)
      .replace(/[^a-z0-9α-ω]+/g, "-")
      .replace(/^-|-$/g, "") || crypto.randomUUID();
  return w.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(measurementKinds)
      .values({ ...k, slug, createdBy: w.actorId })
      .onConflictDoNothing({ target: measurementKinds.slug })
      .returning(kindColumns);
    if (!row) throw conflict("MEASUREMENT_KIND_EXISTS", { name: k.nameEn });
    await recordSettings(tx, w, "measurement_kinds", { action: "create", after: row });
    return row;
  });
}

export function checkDate(date: string, today: string, field: string) {
  const range = loggableDates(today);
  if (date < range.min || date > range.max) throw badRequest("LOG_DATE_RANGE", { ...range, field });
}

/** A measurement, one per kind and date (the same date again replaces it); outside the kind's range: refused. */
export async function saveMeasurement(
  db: Db,
  userId: string,
  today: string,
  input: MeasurementInput,
): Promise<Measurement> {
  const m = measurementInputSchema.parse(input);
  checkDate(m.date, today, "date");
  const [kind] = await db.select(kindColumns).from(measurementKinds).where(eq(measurementKinds.id, m.kindId));
  if (!kind) throw notFound("MEASUREMENT_KIND_NOT_FOUND");
  if (m.value < kind.minValue || m.value > kind.maxValue)
    throw badRequest("MEASUREMENT_RANGE", {
      min: kind.minValue,
      max: kind.maxValue,
      unit: kind.unit,
      field: "value",
    });
  const [row] = await db
    .insert(measurements)
    .values({ userId, ...m })
    .onConflictDoUpdate({
      target: [measurements.userId, measurements.kindId, measurements.date],
      set: { value: m.value },
    })
    .returning({
      id: measurements.id,
      kindId: measurements.kindId,
      date: measurements.date,
      value: measurements.value,
    });
  return row!;
}

export async function deleteMeasurement(db: Db, userId: string, id: string): Promise<void> {
  const gone = await db
    .delete(measurements)
    .where(and(eq(measurements.id, id), eq(measurements.userId, userId)))
    .returning({ id: measurements.id });
  if (gone.length === 0) throw notFound("MEASUREMENT_NOT_FOUND");
}

/** A member's measurements since `from` (all when null), oldest first. */
export function measurementsOf(db: Db | Tx, userId: string, from: string | null): Promise<Measurement[]> {
  return db
    .select({
      id: measurements.id,
      kindId: measurements.kindId,
      date: measurements.date,
      value: measurements.value,
    })
    .from(measurements)
    .where(and(eq(measurements.userId, userId), from ? gte(measurements.date, from) : undefined))
    .orderBy(asc(measurements.date), asc(measurements.kindId));
}

/** The day's nutrition check (again on the same date replaces it). */
export async function saveCheck(
  db: Db,
  userId: string,
  today: string,
  date: string,
  input: NutritionCheckInput,
): Promise<NutritionCheck> {
  const c = nutritionCheckInputSchema.parse(input);
  checkDate(date, today, "date");
  const [row] = await db
    .insert(nutritionChecks)
    .values({ userId, date, ...c })
    .onConflictDoUpdate({ target: [nutritionChecks.userId, nutritionChecks.date], set: c })
    .returning({
      date: nutritionChecks.date,
      followed: nutritionChecks.followed,
      note: nutritionChecks.note,
    });
  return row!;
}

/** A member's nutrition checks since `from` (all when null), newest first. */
export function checksOf(db: Db | Tx, userId: string, from: string | null): Promise<NutritionCheck[]> {
  return db
    .select({ date: nutritionChecks.date, followed: nutritionChecks.followed, note: nutritionChecks.note })
    .from(nutritionChecks)
    .where(and(eq(nutritionChecks.userId, userId), from ? gte(nutritionChecks.date, from) : undefined))
    .orderBy(desc(nutritionChecks.date));
}
