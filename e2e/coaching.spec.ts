import crypto from "node:crypto";
import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { addDays, studioToday } from "../src/shared/domain/schedule";
import { expectNoSeriousViolations } from "./support/axe";
import { adminContext, newMember } from "./support/fixtures";
import { giveProgram, WEEK } from "./support/program";

/**
 * The coaching loop (issue 29) at 360 px, in Greek and in English: a member logs a session of a
 * three-exercise program set by set (one set entered with the connection lost and sent when it is
 * back), is refused a number out of range, adds a weight and sees the trend; the coach sees the
 * member's page. Each test brings its own member.
 */

const closers: (() => Promise<void>)[] = [];
test.afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

const TEXT = {
  gr: {
    logButton: "Καταγραφή προπόνησης",
    done: (n: number) => `Έγινε το σετ ${n}`,
    set: (n: number) => `Σετ ${n}`,
    reps: "Επαν.",
    kg: "kg",
    saved: "Αποθηκεύτηκε",
    waiting: "Σε αναμονή αποστολής",
    tooMany: "Επαναλήψεις: ακέραιος αριθμός από 1 έως 100.",
    offline: "Χωρίς σύνδεση: 1 σετ κρατήθηκε στο κινητό και θα σταλεί μόλις συνδεθείς ξανά.",
    back: "Συνδέθηκες ξανά: στάλθηκε 1 σετ που είχε κρατηθεί στο κινητό.",
    progress: "Η πρόοδός μου",
    value: "Τιμή (kg)",
    saveMeasurement: "Αποθήκευση μέτρησης",
    measurementSaved: "Η μέτρηση αποθηκεύτηκε.",
    weight: "Βάρος (kg)",
    epley: "τον τύπο Epley",
    best: "Back Squat: καλύτερο 1RM 84 kg",
    lastTime: "Την προηγούμενη φορά: 10 × 60 kg",
    /** Decimals as a Greek phone writes them (pasted whole, as `fill` does). */
    kg625: "62,5",
    weight805: "80,5",
  },
  en: {
    logButton: "Log a session",
    done: (n: number) => `Set ${n} done`,
    set: (n: number) => `Set ${n}`,
    reps: "Reps",
    kg: "kg",
    saved: "Saved",
    waiting: "Waiting to be sent",
    tooMany: "Repetitions: a whole number from 1 to 100.",
    offline: "No connection: 1 set is kept on this phone and will be sent when you are back online.",
    back: "Back online: 1 set kept on this phone was sent.",
    progress: "My progress",
    value: "Value (kg)",
    saveMeasurement: "Save measurement",
    measurementSaved: "The measurement was saved.",
    weight: "Weight (kg)",
    epley: "the Epley formula",
    best: "Back Squat: best 1RM 84 kg",
    lastTime: "Last time: 10 × 60 kg",
    kg625: "62.5",
    weight805: "80.5",
  },
} as const;

/** Yesterday's squats, written through the API: 10 × 60 kg in each set. */
async function yesterday(member: APIRequestContext, programId: string) {
  const date = addDays(studioToday(new Date(), "Europe/Athens"), -1);
  const weekday = WEEK[(new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7];
  const log = { id: crypto.randomUUID(), date, programId, dayKey: weekday };
  for (const setNumber of [1, 2, 3]) {
    const res = await member.put(`/api/me/workout-sets/${crypto.randomUUID()}`, {
      data: {
        log,
        position: 0,
        exerciseId: null,
        exerciseName: "Back Squat",
        setNumber,
        reps: 10,
        weightKg: 60,
        seconds: null,
      },
    });
    expect(res.status()).toBe(200);
  }
}

async function setUp(browser: Browser, lang: "gr" | "en") {
  const admin = await adminContext(browser);
  const firstName = `Δάφνη${crypto.randomInt(1000, 9999)}`;
  const signedUp = await newMember(browser, { lang, firstName });
  const member = { ...signedUp, firstName };
  closers.push(() => admin.close(), member.close);
  const programId = await giveProgram(admin.request, member.id);
  await yesterday(member.page.request, programId);
  return { admin, member };
}

const squatSet = (page: Page, lang: "gr" | "en", n: number) =>
  page
    .getByRole("region", { name: "Back Squat" })
    .getByRole("group", { name: TEXT[lang].set(n), exact: true });

for (const lang of ["gr", "en"] as const) {
  const T = TEXT[lang];
  test(`${lang}: a member logs a session set by set, one set offline, adds a weight and sees the trend`, async ({
    browser,
  }) => {
    test.slow();
    const { member } = await setUp(browser, lang);
    const page = member.page;
    await page.goto("/my-workouts");
    await page.getByRole("link", { name: T.logButton }).click();
    await expect(page).toHaveURL(/\/my-training$/);

    // Prefilled from yesterday's squats; one tap saves a set.
    const squats = page.getByRole("region", { name: "Back Squat" });
    await expect(squats).toContainText(T.lastTime);
    await expect(squatSet(page, lang, 1).getByRole("textbox", { name: T.reps })).toHaveValue("10");
    await expect(squatSet(page, lang, 1).getByRole("textbox", { name: T.kg })).toHaveValue("60");
    await squatSet(page, lang, 1)
      .getByRole("button", { name: T.done(1) })
      .click();
    await expect(squatSet(page, lang, 1).getByText(T.saved)).toBeVisible();

    await squatSet(page, lang, 2).getByRole("textbox", { name: T.reps }).fill("8");
    await squatSet(page, lang, 2).getByRole("textbox", { name: T.kg }).fill(T.kg625);
    await squatSet(page, lang, 2)
      .getByRole("button", { name: T.done(2) })
      .click();
    await expect(squatSet(page, lang, 2).getByText(T.saved)).toBeVisible();

    // Out of range: refused with the range, the number left as typed.
    const third = squatSet(page, lang, 3);
    await third.getByRole("textbox", { name: T.reps }).fill("150");
    await third.getByRole("button", { name: T.done(3) }).click();
    await expect(third.getByText(T.tooMany)).toBeVisible();
    await expect(third.getByRole("textbox", { name: T.reps })).toHaveValue("150");

    // The connection drops: the set is kept on the phone and the member is told.
    await page.context().setOffline(true);
    await third.getByRole("textbox", { name: T.reps }).fill("6");
    await third.getByRole("textbox", { name: T.kg }).fill("70");
    await third.getByRole("button", { name: T.done(3) }).click();
    await expect(page.getByText(T.offline)).toBeVisible();
    await expect(third.getByText(T.waiting)).toBeVisible();
    await page.screenshot({ path: `test-results/coaching-offline-${lang}.png`, fullPage: true });
    // Back online: sent, and the member is told.
    await page.context().setOffline(false);
    await expect(page.getByText(T.back)).toBeVisible();
    await expect(third.getByText(T.saved)).toBeVisible();
    await expectNoSeriousViolations(page);

    const training = (await (await page.request.get("/api/me/training")).json()) as {
      today: string;
      logs: { date: string; sets: { reps: number; weightKg: number }[] }[];
    };
    const todays = training.logs.filter((l) => l.date === training.today);
    expect(todays).toHaveLength(1);
    expect(todays[0]!.sets.map((s) => [s.reps, s.weightKg])).toEqual([
      [10, 60],
      [8, 62.5],
      [6, 70],
    ]);

    // A weight, and the trend: yesterday 80 (60 × (1 + 10/30)), today 84 (70 × (1 + 6/30)).
    await page.getByRole("link", { name: T.progress }).click();
    await expect(page).toHaveURL(/\/my-progress$/);
    await page.getByRole("textbox", { name: T.value }).fill(T.weight805);
    await page.getByRole("button", { name: T.saveMeasurement }).click();
    await expect(page.getByText(T.measurementSaved)).toBeVisible();
    await expect(page.getByRole("region", { name: T.weight })).toContainText(T.weight805);
    await expect(page.getByText(T.epley)).toBeVisible();
    const squatTrend = page.getByRole("region", { name: new RegExp(`^${T.best}`) });
    await expect(squatTrend.getByRole("row")).toHaveCount(3);
    await expect(squatTrend.getByRole("row").nth(1)).toContainText("80");
    await expect(squatTrend.getByRole("row").nth(2)).toContainText("84");
    await expect(page.getByTestId("exercise-chart").first().locator("svg").first()).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: `test-results/coaching-progress-${lang}.png`, fullPage: true });
  });
}

test("the coach finds the member on the attention list and reads their page, in Greek and English", async ({
  browser,
}) => {
  const { admin, member } = await setUp(browser, "gr");
  const page = await admin.newPage();
  await page.goto("/admin");
  await page.getByRole("link", { name: "Παρακολούθηση αθλουμένων" }).click();
  await expect(page).toHaveURL(/\/admin-coaching$/);
  // The program started long ago and one session was logged yesterday: adherence is low.
  await page.getByRole("link", { name: new RegExp(member.firstName) }).click();
  await expect(page).toHaveURL(/\/admin-coaching\/.+/);
  await expect(page.getByText(member.email)).toBeVisible();
  await expect(page.getByRole("region", { name: "Ημερολόγιο προπονήσεων" })).toContainText(
    "Back Squat 10 × 60 kg",
  );
  await page.getByRole("textbox", { name: "Νέα σημείωση" }).fill("Ανέβασε 2,5 kg στα καθίσματα.");
  await page.getByRole("button", { name: "Προσθήκη σημείωσης" }).click();
  await expect(page.getByText("Η σημείωση αποθηκεύτηκε.")).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Σημειώσεις προπονητή" }).getByRole("listitem").first(),
  ).toContainText("Ανέβασε 2,5 kg στα καθίσματα.");
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: "test-results/coaching-coach-gr.png", fullPage: true });
  await page.getByRole("button", { name: "EN" }).click();
  await expect(page.getByRole("region", { name: "Workout log" })).toBeVisible();
  await expect(page.getByText("Adherence (4 weeks)")).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: "test-results/coaching-coach-en.png", fullPage: true });
});
