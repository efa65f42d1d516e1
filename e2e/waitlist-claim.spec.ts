import { type BrowserContext, expect, test } from "@playwright/test";
import { CLOCKED_URL } from "../playwright.config";
import { expectNoSeriousViolations } from "./support/axe";
import { expectNoClippedButtons } from "./support/clipping";
import { adminContext, grantGymSessions, newMember, waitForMail } from "./support/fixtures";

/**
 * The waitlist's late window at 360 px (issue 27, decision 018), in Greek and in English, on the
 * second server (its clock reads 10:20 at the studio on an open day: CLOCKED_URL): with a late window
 * of four hours, a place freed at 12:00 (or 13:00) today is offered, not booked; the member waiting
 * sees the offer in the booking calendar, claims it, is booked, and finds the offer and the claim in
 * the waitlist history of their account page. The day's capacity and the rule are restored after.
 */

const TEXT = {
  gr: {
    time: "12:00",
    offer: "Ελευθερώθηκε θέση στις 12:00",
    claim: "Κλείσε τη θέση",
    offerShort: "ελευθερώθηκε θέση",
    booking: "Η κράτησή σου: 12:00",
    mail: /ελευθερώθηκε θέση, πρόλαβέ τη/,
    history: ["Έκλεισες τη θέση που προσφέρθηκε", "Σου προσφέρθηκε θέση"],
  },
  en: {
    time: "13:00",
    offer: "A place is free at 13:00",
    claim: "Claim the place",
    offerShort: "a place is free",
    booking: "Your booking: 13:00",
    mail: /a place is free, claim it/,
    history: ["You claimed the offered place", "A place was offered to you"],
  },
} as const;

test.use({ baseURL: CLOCKED_URL });

let admin: BrowserContext;
let rules: Record<string, unknown>;
let today: string;

test.beforeAll(async ({ browser }) => {
  admin = await adminContext(browser);
  rules = await (await admin.request.get("/api/studio-rules")).json();
  const res = await admin.request.put("/api/admin/studio-rules", {
    data: { rules: { ...rules, lateWindowHours: 4 }, outsideBookings: "keep" },
  });
  expect(res.ok()).toBe(true);
  today = ((await (await admin.request.get("/api/admin/booking/day")).json()) as { today: string }).today;
  const cap = await admin.request.put(`/api/admin/slot-capacity/${today}`, { data: { capacity: 1 } });
  expect(cap.ok()).toBe(true);
});

test.afterAll(async () => {
  await admin.request.delete(`/api/admin/slot-capacity/${today}`);
  await admin.request.put("/api/admin/studio-rules", { data: { rules, outsideBookings: "keep" } });
  await admin.close();
});

test("the owner's settings screen sets the late window (gr, 360 px)", async () => {
  const page = await admin.newPage();
  await page.goto("/admin-settings");
  const field = page.getByRole("textbox", { name: "Τελευταίες ώρες της λίστας αναμονής (ώρες πριν)" });
  await expect(field).toHaveValue("4");
  await field.scrollIntoViewIfNeeded();
  await expectNoClippedButtons(page);
  await page.screenshot({ path: "test-results/waitlist-late-window-setting-gr.png" });
  await page.close();
});

for (const lang of ["gr", "en"] as const) {
  test(`${lang}: a member waiting for a class inside the late window sees the offer, claims it and is booked`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const text = TEXT[lang];
    const holder = await newMember(browser, { lang });
    const waiter = await newMember(browser, { lang });
    await grantGymSessions(admin.request, holder.id, 5);
    await grantGymSessions(admin.request, waiter.id, 5);

    const booked = await holder.page.request.post("/api/bookings", {
      data: { date: today, time: text.time },
    });
    expect(booked.status()).toBe(201);
    const bookingId = ((await booked.json()) as { reservation: { id: string } }).reservation.id;
    const joined = await waiter.page.request.post("/api/waitlist", {
      data: { schedule: "gym", date: today, time: text.time },
    });
    expect(joined.status()).toBe(201);

    // The place frees inside the window: nobody is booked, everyone waiting is offered it.
    expect((await holder.page.request.delete(`/api/bookings/${bookingId}`)).ok()).toBe(true);
    await waitForMail(waiter.email, text.mail);

    const page = waiter.page;
    await page.goto("/");
    await page.getByRole("button", { name: lang === "gr" ? "Online κράτηση" : "Online booking" }).click();
    const dialog = page.getByRole("dialog");
    const offer = dialog.getByTestId("waitlist-offer");
    await expect(offer).toContainText(text.offer);
    await expect(dialog.getByTestId("waitlist-places")).toContainText(text.offerShort);
    await expectNoClippedButtons(page, "[role=dialog]");
    await expectNoSeriousViolations(page, "[role=dialog]");
    await offer.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/waitlist-offer-${lang}.png` });

    await offer.getByRole("button", { name: text.claim }).click();
    await expect(dialog.getByTestId("my-booking")).toContainText(text.booking);
    await expect(dialog.getByTestId("my-waitlist-place")).toHaveCount(0);
    await page.screenshot({ path: `test-results/waitlist-claimed-${lang}.png` });

    await page.goto("/account");
    const history = page.getByTestId("waitlist-history");
    await expect(history.getByRole("listitem").first()).toContainText(text.history[0]);
    await expect(history.getByRole("listitem").nth(1)).toContainText(text.history[1]);
    await expect(history).toContainText(text.time);
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: `test-results/waitlist-history-${lang}.png`, fullPage: true });

    await Promise.all([holder.close(), waiter.close()]);
  });
}
