import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { BlockBatch, DayView } from "../../../../shared/schemas/booking";
import { activityLog } from "../../../db/schema";
import { bookingTestbed } from "../../../test/booking";
import { call } from "../../../test/requests";
import { secondRoom } from "../../../test/schedules";

/**
 * Mass fills of an hours schedule (decision 035, "A second hours schedule"): a fill blocks the slots
 * of the schedule it names (the gym floor unless said) and no other's, skipping the dates that
 * schedule's own capacity closes; its undo frees that schedule's slots only. Tuesday 2025-09-02 and
 * Wednesday 2025-09-03 have the studio's 14 slots each.
 */
const tb = bookingTestbed({ seed: true });
const ROOM = secondRoom();
const TUESDAY = "2025-09-02";
const WEDNESDAY = "2025-09-03";
const range = { startDate: TUESDAY, endDate: WEDNESDAY };
type Refusal = { error: { code: string } };

const api = {
  fill: (schedule?: string) =>
    call<BlockBatch & Refusal>(tb.t, "POST", "/api/admin/blocks", tb.admin.cookie, {
      ...range,
      ...(schedule ? { schedule } : {}),
    }),
  undo: (batchId: string) =>
    call<{ slots: number }>(tb.t, "DELETE", `/api/admin/blocks/${batchId}`, tb.admin.cookie),
  fills: () => call<BlockBatch[]>(tb.t, "GET", "/api/admin/blocks", tb.admin.cookie),
  /** How many of the schedule's Tuesday slots show blocked at the desk. */
  blocked: async (schedule: string) =>
    (
      await call<DayView>(
        tb.t,
        "GET",
        `/api/admin/booking/day?schedule=${schedule}&date=${TUESDAY}`,
        tb.admin.cookie,
      )
    ).body.slots.filter((s) => s.blocked).length,
};

const blocksLog = () =>
  tb.t.database.db
    .select({ details: activityLog.details })
    .from(activityLog)
    .where(sql`${activityLog.details}->>'area' = 'blocks'`)
    .orderBy(activityLog.at);

describe("a mass fill of one hours schedule", () => {
  it("blocks and frees that schedule's slots only, and refuses a class schedule or one switched off", async () => {
    expect((await call(tb.t, "POST", "/api/admin/schedules", tb.admin.cookie, ROOM)).status).toBe(201);

    // The room closed on Wednesday by its own capacity; the gym floor open.
    const closeRoom = `/api/admin/slot-capacity/${WEDNESDAY}?schedule=${ROOM.key}`;
    expect((await call(tb.t, "PUT", closeRoom, tb.admin.cookie, { capacity: 0 })).status).toBe(200);

    const room = await api.fill(ROOM.key);
    expect([room.status, room.body.schedule, room.body.slots]).toEqual([201, ROOM.key, 14]);
    expect([await api.blocked(ROOM.key), await api.blocked("gym")]).toEqual([14, 0]);

    // The gym floor's fill (no key: the gym) blocks its own slots of the same hours, the room's stay.
    const gym = await api.fill();
    expect([gym.status, gym.body.schedule, gym.body.slots]).toEqual([201, "gym", 28]);
    expect([await api.blocked(ROOM.key), await api.blocked("gym")]).toEqual([14, 14]);
    expect((await api.fills()).body).toEqual(
      expect.arrayContaining([
        { batchId: room.body.batchId, schedule: ROOM.key, startDate: TUESDAY, endDate: TUESDAY, slots: 14 },
        { batchId: gym.body.batchId, schedule: "gym", startDate: TUESDAY, endDate: WEDNESDAY, slots: 28 },
      ]),
    );

    // Undoing the room's frees the room's slots only, and the other way round.
    expect((await api.undo(room.body.batchId)).body).toEqual({ slots: 14 });
    expect([await api.blocked(ROOM.key), await api.blocked("gym")]).toEqual([0, 14]);
    const again = await api.fill(ROOM.key);
    expect((await api.undo(gym.body.batchId)).body).toEqual({ slots: 28 });
    expect([await api.blocked(ROOM.key), await api.blocked("gym")]).toEqual([14, 0]);
    expect((await api.undo(again.body.batchId)).body).toEqual({ slots: 14 });

    // The log names the room; the gym floor's entries read as they always did.
    const logged = (await blocksLog()).map(({ details: d }) => [d.action, d.schedule ?? "gym"]);
    expect(logged).toEqual([
      ["create", ROOM.key],
      ["create", "gym"],
      ["remove", ROOM.key],
      ["create", ROOM.key],
      ["remove", "gym"],
      ["remove", ROOM.key],
    ]);

    // A class schedule's key and an unknown one are no hours schedule; a room switched off takes no fill.
    for (const key of ["pilates", "no-such-room"]) {
      const refused = await api.fill(key);
      expect([refused.status, refused.body.error.code]).toEqual([404, "SCHEDULE_NOT_FOUND"]);
    }
    const off = await call(tb.t, "PUT", `/api/admin/schedules/${ROOM.key}`, tb.admin.cookie, {
      ...ROOM,
      active: false,
    });
    expect(off.status).toBe(200);
    const refused = await api.fill(ROOM.key);
    expect([refused.status, refused.body.error.code]).toEqual([409, "SCHEDULE_OFF"]);
    expect((await api.fills()).body).toEqual([]);
  });
});
