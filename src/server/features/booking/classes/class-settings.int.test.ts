import { describe, expect, it } from "vitest";
import { SPEC_RULES } from "../../../../shared/domain/studio-rules";
import type { ClassView } from "../../../../shared/schemas/classes";
import { bookingTestbed } from "../../../test/booking";
import { call } from "../../../test/requests";
import { sentence } from "../../../test/sentence";
import { setRules } from "../../../test/studio-rules";

/**
 * A class within the studio's settings (decision 029), checked by the timetable's writes, whose
 * refusal names the setting's number in both languages: the largest class (`classCapacityMax`, the
 * spec's 12 by default) and the step of lengths (`minutesStep`, 5 by default), which holds the slot
 * length too.
 */
const tb = bookingTestbed({ seed: true, ownTimetable: true });

type Answer = ClassView & { error?: { code: string; params: Record<string, unknown> } };
const addClass = (time: string, capacity: number, minutes = 50) =>
  call<Answer>(tb.t, "POST", "/api/admin/classes", tb.admin.cookie, {
    schedule: "pilates",
    weekday: 3,
    time,
    minutes,
    capacity,
  });
/** A refusal's status and code, and the sentence it reads as in Greek and in English. */
async function said(answer: { status: number; body: Answer }) {
  const { code = "", params = {} } = answer.body.error ?? {};
  return [answer.status, code, await sentence("gr", code, params), await sentence("en", code, params)];
}

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
    expect(await said(refused)).toEqual([
      400,
      "CLASS_CAPACITY_RANGE",
      "Οι θέσεις ενός μαθήματος είναι από 1 έως 20 (0 μόνο για μία ημέρα).",
      "A class has from 1 to 20 places (0 only for a single day).",
    ]);

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

describe("the studio's step of lengths", () => {
  it("is 5 by default: a 50-minute class is saved, a 52-minute one refused", async () => {
    expect(SPEC_RULES.minutesStep).toBe(5);
    expect((await addClass("11:00", 5, 50)).status).toBe(201);
    const refused = await addClass("12:00", 5, 52);
    expect([refused.status, refused.body.error]).toEqual([
      400,
      { code: "CLASS_MINUTES_STEP", params: { min: 15, max: 180, minutesStep: 5 } },
    ]);
  });

  it("at 15, refuses a 20-minute class with a sentence naming 15, and an edit to 50 minutes", async () => {
    expect((await setRules(tb.t, tb.admin.cookie, { minutesStep: 15 })).status).toBe(200);
    const refused = await addClass("13:00", 5, 20);
    expect(await said(refused)).toEqual([
      400,
      "CLASS_MINUTES_STEP",
      "Η διάρκεια είναι από 15 έως 180 λεπτά, ανά 15.",
      "The length goes from 15 to 180 minutes, in steps of 15.",
    ]);

    const saved = await addClass("14:00", 5, 45);
    expect([saved.status, saved.body.minutes]).toEqual([201, 45]);
    const edit = await call<Answer>(tb.t, "PUT", `/api/admin/classes/${saved.body.id}`, tb.admin.cookie, {
      schedule: "pilates",
      weekday: 3,
      time: "14:00",
      minutes: 50,
      capacity: 5,
    });
    expect([edit.status, edit.body.error?.code]).toEqual([400, "CLASS_MINUTES_STEP"]);
  });

  it("holds the slot length to it: at 15, 45 minutes are saved and 50 refused at the slot length", async () => {
    expect((await setRules(tb.t, tb.admin.cookie, { minutesStep: 15, slotMinutes: 45 })).status).toBe(200);
    const refused = await setRules(tb.t, tb.admin.cookie, { slotMinutes: 50 });
    // The settings route answers its schema's issues (the screen says them from the same schema first).
    expect([refused.status, refused.body.error]).toEqual([
      400,
      {
        code: "VALIDATION",
        params: { issues: [{ path: "rules.slotMinutes", message: "NUMBER_STEP_RANGE" }] },
      },
    ]);
    expect((await call(tb.t, "GET", "/api/studio-rules")).body).toMatchObject({
      minutesStep: 15,
      slotMinutes: 45,
    });
  });

  it("is a setting within bounds: 0 and 61 are refused", async () => {
    for (const minutesStep of [0, 61])
      expect((await setRules(tb.t, tb.admin.cookie, { minutesStep, slotMinutes: 60 })).status).toBe(400);
  });
});
