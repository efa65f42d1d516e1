import { afterAll, describe, expect, it } from "vitest";
import {
  addDays,
  capacityFor,
  daysBetween,
  isClosedDate,
  isClosedWeekday,
  isValidDate,
  isValidTime,
  minutesUntilSlot,
  nextOpenDay,
  normalizeSelectedDate,
  slotInstant,
  slotTimesFor,
  studioToday,
} from "./schedule.js";
import { SPEC_RULES as R } from "./studio-rules.js";

const ATHENS = "Europe/Athens";
const NEW_YORK = "America/New_York";
const AUGUST_CLOSURE = [{ startDate: "2025-08-09", endDate: "2025-08-24" }];

describe("the spec's rules are the defaults", () => {
  it("10 places, bookings close 15 minutes before, cancelling 60 minutes before", () => {
    expect(R.defaultCapacity).toBe(10);
    expect(R.bookingCutoffMinutes).toBe(15);
    expect(R.cancelCutoffMinutes).toBe(60);
    expect(R.maxActiveBookings).toBe(1);
  });
});

describe("slotTimesFor", () => {
  it("gives 14 hourly slots 08:00..21:00 on weekdays", () => {
    for (const date of ["2025-09-01", "2025-09-02", "2025-09-03", "2025-09-04", "2025-09-05"]) {
      const slots = slotTimesFor(date, R);
      expect(slots).toHaveLength(14);
      expect(slots[0]).toBe("08:00");
      expect(slots[13]).toBe("21:00");
    }
  });
  it("gives 8 hourly slots 10:00..17:00 on Saturday", () => {
    expect(slotTimesFor("2025-09-06", R)).toEqual([
      "10:00",
      "11:00",
      "12:00",
      "13:00",
      "14:00",
      "15:00",
      "16:00",
      "17:00",
    ]);
  });
  it("gives nothing on Sunday or for invalid dates", () => {
    expect(slotTimesFor("2025-09-07", R)).toEqual([]);
    expect(slotTimesFor("2025-02-30", R)).toEqual([]);
    expect(slotTimesFor("2025-9-1", R)).toEqual([]);
  });
});

describe("calendar helpers", () => {
  it("validates dates and times", () => {
    expect(isValidDate("2028-02-29")).toBe(true);
    expect(isValidDate("2027-02-29")).toBe(false);
    expect(isValidTime("08:00")).toBe(true);
    expect(isValidTime("24:00")).toBe(false);
    expect(isValidTime("8:00")).toBe(false);
  });
  it("detects weekdays without hours (the spec's Sunday)", () => {
    expect(isClosedWeekday("2025-09-07", R)).toBe(true);
    expect(isClosedWeekday("2025-09-08", R)).toBe(false);
  });
  it("adds days across months, years and DST", () => {
    expect(addDays("2025-12-31", 1)).toBe("2026-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2026-03-28", 2)).toBe("2026-03-30");
    expect(daysBetween("2026-03-28", "2026-03-30")).toBe(2);
    expect(daysBetween("2026-10-26", "2026-10-24")).toBe(-2);
  });
  it("treats closures as inclusive ranges", () => {
    expect(isClosedDate("2025-08-08", AUGUST_CLOSURE)).toBe(false);
    expect(isClosedDate("2025-08-09", AUGUST_CLOSURE)).toBe(true);
    expect(isClosedDate("2025-08-24", AUGUST_CLOSURE)).toBe(true);
    expect(isClosedDate("2025-08-25", AUGUST_CLOSURE)).toBe(false);
  });
  it("lets the override beat the default capacity", () => {
    expect(capacityFor("2025-09-01", null, R)).toBe(10);
    expect(capacityFor("2025-09-01", 6, R)).toBe(6);
    expect(capacityFor("2025-09-01", 0, R)).toBe(0);
    expect(capacityFor("2025-09-07", 5, R)).toBe(0);
  });
  it("moves a selected Sunday forward to Monday", () => {
    expect(normalizeSelectedDate("2025-09-07", R)).toBe("2025-09-08");
    expect(normalizeSelectedDate("2025-09-06", R)).toBe("2025-09-06");
  });
});

describe("nextOpenDay", () => {
  const open = (d: string) => !isClosedWeekday(d, R) && !isClosedDate(d, AUGUST_CLOSURE);
  it("skips Sundays going forward", () => {
    expect(nextOpenDay("2025-09-06", 1, open, "2025-09-01")).toBe("2025-09-08");
  });
  it("skips the August closure in both directions", () => {
    expect(nextOpenDay("2025-08-08", 1, open, "2025-08-01")).toBe("2025-08-25");
    expect(nextOpenDay("2025-08-25", -1, open, "2025-08-01")).toBe("2025-08-08");
  });
  it("never goes before today", () => {
    expect(nextOpenDay("2025-09-02", -1, open, "2025-09-02")).toBeNull();
    expect(nextOpenDay("2025-09-08", -1, open, "2025-09-07")).toBeNull();
    expect(nextOpenDay("2025-09-03", -1, open, "2025-09-01")).toBe("2025-09-02");
  });
  it("gives up after 370 days", () => {
    expect(nextOpenDay("2025-09-01", 1, () => false, "2025-09-01")).toBeNull();
    const lateOpen = (d: string) => d === addDays("2025-09-01", 369) || d === addDays("2025-09-01", 372);
    expect(nextOpenDay("2025-09-01", 1, lateOpen, "2025-09-01")).toBe(addDays("2025-09-01", 369));
  });
});

// Process zone → its offset (Date#getTimezoneOffset) on 2026-01-15, proving the switch took effect.
const processZones: [string, number][] = [
  ["UTC", 0],
  ["Pacific/Auckland", -780],
  ["America/Los_Angeles", 480],
  ["Asia/Kolkata", -330],
];
const originalTz = process.env.TZ;
afterAll(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

describe.each(processZones)("time zone conversions with process TZ %s", (processTz, offset) => {
  it("runs under the intended process zone", () => {
    process.env.TZ = processTz;
    expect(new Date("2026-01-15T12:00:00Z").getTimezoneOffset()).toBe(offset);
  });
  it("converts Athens slots across the spring DST change (2026-03-29)", () => {
    process.env.TZ = processTz;
    expect(slotInstant("2026-03-27", "08:00", ATHENS).toISOString()).toBe("2026-03-27T06:00:00.000Z");
    expect(slotInstant("2026-03-28", "21:00", ATHENS).toISOString()).toBe("2026-03-28T19:00:00.000Z");
    expect(slotInstant("2026-03-30", "08:00", ATHENS).toISOString()).toBe("2026-03-30T05:00:00.000Z");
  });
  it("converts Athens slots across the autumn DST change (2026-10-25)", () => {
    process.env.TZ = processTz;
    expect(slotInstant("2026-10-24", "10:00", ATHENS).toISOString()).toBe("2026-10-24T07:00:00.000Z");
    expect(slotInstant("2026-10-26", "08:00", ATHENS).toISOString()).toBe("2026-10-26T06:00:00.000Z");
  });
  it("converts slots in another studio zone (America/New_York, DST 2026-03-08)", () => {
    process.env.TZ = processTz;
    expect(slotInstant("2026-03-06", "08:00", NEW_YORK).toISOString()).toBe("2026-03-06T13:00:00.000Z");
    expect(slotInstant("2026-03-09", "08:00", NEW_YORK).toISOString()).toBe("2026-03-09T12:00:00.000Z");
    expect(slotInstant("2026-03-07", "17:00", NEW_YORK).toISOString()).toBe("2026-03-07T22:00:00.000Z");
  });
  it("finds the studio date of an instant", () => {
    process.env.TZ = processTz;
    expect(studioToday(new Date("2026-03-29T20:59:00Z"), ATHENS)).toBe("2026-03-29");
    expect(studioToday(new Date("2026-03-29T21:00:00Z"), ATHENS)).toBe("2026-03-30");
    expect(studioToday(new Date("2026-01-15T22:00:00Z"), ATHENS)).toBe("2026-01-16");
    expect(studioToday(new Date("2026-01-16T03:00:00Z"), NEW_YORK)).toBe("2026-01-15");
  });
  it("counts minutes until a slot over the DST night", () => {
    process.env.TZ = processTz;
    // 2026-03-28 22:00 Athens (EET) = 20:00Z; 2026-03-29 08:00 Athens (EEST) = 05:00Z: 9 real hours.
    expect(minutesUntilSlot(new Date("2026-03-28T20:00:00Z"), "2026-03-29", "08:00", ATHENS)).toBe(540);
    expect(minutesUntilSlot(new Date("2026-03-30T05:10:00Z"), "2026-03-30", "08:00", ATHENS)).toBe(-10);
    expect(minutesUntilSlot(new Date("2026-10-24T21:00:00Z"), "2026-10-25", "10:00", ATHENS)).toBe(660);
  });
});

describe("the studio's clock in any zone (offsets kept per quarter hour)", () => {
  const formats = new Map<string, Intl.DateTimeFormat>();
  /** The wall clock of an instant in `tz`, as 'YYYY-MM-DD HH:mm', read straight from Intl. */
  const wallOf = (ms: number, tz: string) => {
    let format = formats.get(tz);
    if (!format) {
      format = new Intl.DateTimeFormat("en-CA", {
        timeZone: tz,
        hourCycle: "h23",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
      });
      formats.set(tz, format);
    }
    const parts = Object.fromEntries(format.formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
    return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
  };
  /** Minutes east of UTC at an instant, from its wall clock. */
  const offsetOf = (ms: number, tz: string) =>
    Math.round((Date.parse(`${wallOf(ms, tz).replace(" ", "T")}:00Z`) - ms) / 60_000);

  // Every quarter hour of the days around each change of two years (and every 30th day), against
  // the zone's rules read through Intl: a wall time that exists once is that instant; one repeated
  // in autumn is its earlier instant; one skipped in spring reads as if the clock moved forward.
  // Lord Howe changes by half an hour and Chatham sits at :45.
  it.each(["Europe/Athens", "America/New_York", "Australia/Lord_Howe", "Pacific/Chatham"])(
    "%s: slot instants and calendar dates follow the zone's rules",
    (tz) => {
      const wrong: string[] = [];
      const start = Date.UTC(2025, 0, 1);
      for (let day = 0; day < 731; day++) {
        const midnight = start + day * 86_400_000;
        const changes = offsetOf(midnight - 86_400_000, tz) !== offsetOf(midnight + 2 * 86_400_000, tz);
        if (!changes && day % 30) continue;
        const date = new Date(midnight).toISOString().slice(0, 10);
        const offsets = [offsetOf(midnight - 15 * 3_600_000, tz), offsetOf(midnight + 39 * 3_600_000, tz)];
        for (let q = 0; q < 96; q++) {
          const time = `${String(Math.floor(q / 4)).padStart(2, "0")}:${String((q % 4) * 15).padStart(2, "0")}`;
          const wall = `${date} ${time}`;
          const asUtc = Date.parse(`${date}T${time}:00Z`);
          // Every instant whose wall clock reads `wall`, earliest first: an instant reads
          // `asUtc - offset` for an offset in force that day (the zone's offset 15 hours either side
          // of the day, which a day's change of clock is between), the ones Intl confirms.
          const matches = [...new Set(offsets)]
            .map((o) => asUtc - o * 60_000)
            .filter((ms) => wallOf(ms, tz) === wall)
            .sort((a, b) => a - b);
          const got = slotInstant(date, time, tz).getTime();
          if (matches.length > 0 ? got !== matches[0] : wallOf(got, tz) <= wall) wrong.push(`slot ${wall}`);
          const instant = midnight + q * 900_000 + 420_000;
          if (studioToday(new Date(instant), tz) !== wallOf(instant, tz).slice(0, 10))
            wrong.push(`today ${instant}`);
        }
      }
      expect(wrong.slice(0, 5)).toEqual([]);
    },
  );
});
