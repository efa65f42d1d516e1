import { type APIRequestContext, expect } from "@playwright/test";

export const WEEK = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];

/** A program of three exercises on every weekday, so that today is a training day. */
export async function giveProgram(admin: APIRequestContext, userId: string): Promise<string> {
  const res = await admin.post("/api/admin/workouts", {
    data: {
      userId,
      startDate: "2025-01-06",
      daysPerWeek: 7,
      days: WEEK.map((dayKey) => ({
        dayKey,
        exercises: [
          { name: "Back Squat", sets: 3, reps: "8-10" },
          { name: "Bench Press", sets: 3, reps: "10-12" },
          { name: "Plank", sets: 2, reps: "30-60s" },
        ],
      })),
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}
