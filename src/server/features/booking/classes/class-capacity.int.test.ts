import { describe, expect, it } from "vitest";
import { SPEC_RULES } from "../../../../shared/domain/studio-rules";
import type { ClassView } from "../../../../shared/schemas/classes";
import { bookingTestbed } from "../../../test/booking";
import { call } from "../../../test/requests";
import { sentence } from "../../../test/sentence";
import { setRules } from "../../../test/studio-rules";

/**
 * The largest class is the studio's setting (`classCapacityMax`, the spec's 12 by default; decision
 * 029), checked by the timetable's writes, whose refusal names the setting's number in both languages.
 */
const tb = bookingTestbed({ seed: true, ownTimetable: true });

type Answer = ClassView & { error?: { code: string; params: Record<string, unknown> } };
const addClass = (time: string, capacity: number) =>
  call<Answer>(tb.t, "POST", "/api/admin/classes", tb.admin.cookie, {
    schedule: "pilates",
    weekday: 3,
    time,
    minutes: 50,
    capacity,
  });

describe("the largest class", () => {
  it("is the spec's 12 on a fresh install: 12 places are saved, 13 refused naming 12", async () => {
    expect(SPEC_RULES.classCapacityMax).toBe(12);
    expect((await addClass("07:00", 12)).status).toBe(201);
    const refused = await addClass("07:30", 13);
    expect([refused.status, refused.body.error]).toEqual([
      400,
      { code: "CLASS_CAPACITY_RANGE", params: { classCapacityMax: 12 } },
    ]);
  });

  it("follows the owner's setting: at 20 a 20-place class is saved and 21 refused with a sentence naming 20", async () => {
    expect((await setRules(tb.t, tb.admin.cookie, { classCapacityMax: 20 })).status).toBe(200);
    const saved = await addClass("08:00", 20);
    expect([saved.status, saved.body.capacity]).toEqual([201, 20]);

    const refused = await addClass("09:00", 21);
    expect([refused.status, refused.body.error?.code]).toEqual([400, "CLASS_CAPACITY_RANGE"]);
    const params = refused.body.error!.params;
    expect(await sentence("gr", "CLASS_CAPACITY_RANGE", params)).toBe(
      "Οι θέσεις ενός μαθήματος είναι από 1 έως 20 (0 μόνο για μία ημέρα).",
    );
    expect(await sentence("en", "CLASS_CAPACITY_RANGE", params)).toBe(
      "A class has from 1 to 20 places (0 only for a single day).",
    );

    // An edit and one date's change are held to it too.
    const edit = await call<Answer>(tb.t, "PUT", `/api/admin/classes/${saved.body.id}`, tb.admin.cookie, {
      schedule: "pilates",
      weekday: 3,
      time: "08:00",
      minutes: 50,
      capacity: 21,
    });
    expect([edit.status, edit.body.error?.params]).toEqual([400, { classCapacityMax: 20 }]);
    const change = await call<Answer>(
      tb.t,
      "PUT",
      `/api/admin/classes/${saved.body.id}/dates/2025-09-10`,
      tb.admin.cookie,
      { capacity: 21 },
    );
    expect([change.status, change.body.error?.code]).toEqual([400, "CLASS_CAPACITY_RANGE"]);
  });

  it("is a setting within bounds: 0 and 201 are refused", async () => {
    for (const classCapacityMax of [0, 201])
      expect((await setRules(tb.t, tb.admin.cookie, { classCapacityMax })).status).toBe(400);
  });
});
