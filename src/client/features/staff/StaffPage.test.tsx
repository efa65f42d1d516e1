import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SPEC_RULES } from "../../../shared/domain/studio-rules";
import type { Invitation } from "../../../shared/schemas/staff-invitations";
import { refusal, stubApi } from "../../test/api";
import { renderScreen } from "../../test/render";
import InvitationPage from "./InvitationPage";
import StaffPage from "./StaffPage";

const SLOW = { timeout: 5000 };
const LIST = "GET /api/admin/staff-invitations";
const PENDING: Invitation = {
  id: "0b8f3c4e-1111-4c2a-9d7e-000000000001",
  email: "old@kinisi.test",
  role: "desk",
  language: "gr",
  createdAt: "2026-11-20T10:00:00.000Z",
  expiresAt: "2026-11-27T10:00:00.000Z",
  expired: true,
};

const T = {
  gr: {
    email: "Email",
    send: "Αποστολή πρόσκλησης",
    sent: "Η πρόσκληση στάλθηκε στο new@kinisi.test.",
    expired: "Υποδοχή · Έληξε",
    withdraw: "Ανάκληση",
    withdrawn: "Η πρόσκληση προς old@kinisi.test ανακλήθηκε.",
    first: "Όνομα",
    last: "Επώνυμο",
    password: "Κωδικός",
    create: "Δημιουργία λογαριασμού",
    done: "Ο λογαριασμός σου είναι έτοιμος. Συνδέσου με το email και τον κωδικό σου.",
    welcome: "Το Kinisi σε προσκαλεί με ρόλο «Γυμναστής».",
    refused: "Η πρόσκληση ανακλήθηκε από το στούντιο.",
  },
  en: {
    email: "E-mail",
    send: "Send the invitation",
    sent: "The invitation was sent to new@kinisi.test.",
    expired: "Front desk · Expired",
    withdraw: "Withdraw",
    withdrawn: "The invitation to old@kinisi.test was withdrawn.",
    first: "First name",
    last: "Last name",
    password: "Password",
    create: "Create my account",
    done: "Your account is ready. Log in with your e-mail and password.",
    welcome: "Kinisi invites you as “Trainer”.",
    refused: "The studio withdrew this invitation.",
  },
};

describe("the owner's staff screen", () => {
  it.each(["gr", "en"] as const)(
    "invites by e-mail and withdraws a pending invitation (%s)",
    async (lang) => {
      let list = [PENDING];
      const calls = stubApi({
        [LIST]: () => list,
        "GET /api/studio-rules": SPEC_RULES,
        "POST /api/admin/staff-invitations": ({ body }: { body: unknown }) => {
          const made = {
            ...PENDING,
            ...(body as object),
            id: "0b8f3c4e-1111-4c2a-9d7e-000000000002",
            expired: false,
          };
          list = [...list, made];
          return Response.json(made, { status: 201 });
        },
        [`DELETE /api/admin/staff-invitations/${PENDING.id}`]: () => {
          list = list.filter((i) => i.id !== PENDING.id);
          return new Response(null, { status: 204 });
        },
      });
      const { user } = await renderScreen(<StaffPage />, { lang });
      expect(await screen.findByText(T[lang].expired)).toBeVisible();

      await user.type(screen.getByRole("textbox", { name: T[lang].email }), "new@kinisi.test");
      await user.click(screen.getByRole("button", { name: T[lang].send }));
      expect(await screen.findByText(T[lang].sent, {}, SLOW)).toBeVisible();
      expect(calls.find((c) => c.key === "POST /api/admin/staff-invitations")?.body).toEqual({
        email: "new@kinisi.test",
        role: "trainer",
        language: lang,
      });
      expect(await screen.findByText("new@kinisi.test", {}, SLOW)).toBeVisible();

      const card = screen.getByText("old@kinisi.test").closest("div.mantine-Card-root") as HTMLElement;
      await user.click(within(card).getByRole("button", { name: T[lang].withdraw }));
      expect(await screen.findByText(T[lang].withdrawn, {}, SLOW)).toBeVisible();
    },
  );
});

describe("the invitation's page", () => {
  const VIEW = { email: "eleni@kinisi.test", role: "trainer", studio: "Kinisi" };

  it.each(["gr", "en"] as const)("sets a name and a password (%s)", async (lang) => {
    const calls = stubApi({
      "GET /api/staff-invitations/tok123": VIEW,
      "POST /api/staff-invitations/accept": { email: VIEW.email },
    });
    const { user } = await renderScreen(<InvitationPage />, { lang, path: "/?token=tok123" });
    expect(await screen.findByText(T[lang].welcome, { exact: false })).toBeVisible();
    await user.type(screen.getByRole("textbox", { name: T[lang].first }), "Eleni");
    await user.type(screen.getByRole("textbox", { name: T[lang].last }), "Papa");
    await user.type(
      screen.getByLabelText(T[lang].password, { exact: false, selector: "input" }),
      "a-good-password",
    );
    await user.click(screen.getByRole("button", { name: T[lang].create }));
    expect(await screen.findByText(T[lang].done, {}, SLOW)).toBeVisible();
    expect(calls.find((c) => c.key === "POST /api/staff-invitations/accept")?.body).toEqual({
      token: "tok123",
      firstName: "Eleni",
      lastName: "Papa",
      password: "a-good-password",
    });
  });

  it.each(["gr", "en"] as const)("says a withdrawn link is refused, with no form (%s)", async (lang) => {
    stubApi({ "GET /api/staff-invitations/tok123": refusal(409, "INVITATION_WITHDRAWN") });
    await renderScreen(<InvitationPage />, { lang, path: "/?token=tok123" });
    expect(await screen.findByText(T[lang].refused, {}, SLOW)).toBeVisible();
    expect(screen.queryByRole("button", { name: T[lang].create })).toBeNull();
  });
});
