import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { LocationRow } from "../../../shared/domain/locations";
import { refusal, stubApi } from "../../test/api";
import { renderScreen } from "../../test/render";
import { LocationsPanel } from "./LocationsPanel";

/** The owner's locations on the settings screen (decision 057). */
const SLOW = { timeout: 5000 };
const MAIN: LocationRow = {
  key: "main",
  nameGr: "",
  nameEn: "",
  address: "",
  addressEn: "",
  mapUrl: "",
  phone: "",
  hoursGr: "",
  hoursEn: "",
  active: true,
  position: 0,
};
const SITE = { name: "Kinisi", address: "Αθήνα", addressEn: "Athens" };
const POST = "POST /api/admin/locations";
const T = {
  gr: {
    title: "Τοποθεσίες",
    hint: /Με μία μόνο τοποθεσία, καμία οθόνη δεν αναφέρει τοποθεσίες/,
    key: /Κωδικός/,
    nameGr: "Όνομα (ελληνικά)",
    address: "Διεύθυνση (ελληνικά)",
    addressEn: "Διεύθυνση (αγγλικά)",
    hoursEn: "Ώρες λειτουργίας (αγγλικά)",
    create: "Δημιουργία",
    save: "Αποθήκευση",
    format: /Ο κωδικός: 2 έως 30 πεζά λατινικά γράμματα/,
    taken: "Υπάρχει ήδη τοποθεσία με αυτόν τον κωδικό.",
    created: /Η τοποθεσία δημιουργήθηκε/,
    saved: "Η τοποθεσία αποθηκεύτηκε.",
  },
  en: {
    title: "Locations",
    hint: /With one location, no screen mentions locations/,
    key: /Code/,
    nameGr: "Name (Greek)",
    address: "Address (Greek)",
    addressEn: "Address (English)",
    hoursEn: "Opening hours (English)",
    create: "Create",
    save: "Save",
    format: /The code: 2 to 30 lower-case Latin letters/,
    taken: "A location with this code exists already.",
    created: /The location was created/,
    saved: "The location was saved.",
  },
};

const newForm = async () =>
  within((await screen.findByRole("textbox", { name: /Κωδικός|Code/ })).closest("form")!);

describe("the owner's locations", () => {
  it.each(["gr", "en"] as const)(
    "one location: the panel shows it as the studio's, with the hint, and opens a second (%s)",
    async (lang) => {
      const L = T[lang];
      const calls = stubApi({
        "GET /api/admin/locations": [MAIN],
        "GET /api/site": SITE,
        "GET /api/locations": [MAIN],
        [POST]: ({ body }: { body: unknown }) => body,
      });
      const { user } = await renderScreen(<LocationsPanel />, { lang });
      expect(await screen.findByRole("heading", { name: L.title })).toBeInTheDocument();
      expect(screen.getByText(L.hint)).toBeInTheDocument();
      expect(within(await screen.findByTestId("location-main", {}, SLOW)).getByText("Kinisi")).toBeVisible();

      const form = await newForm();
      await user.type(form.getByRole("textbox", { name: L.key }), "kifisia");
      await user.type(form.getByRole("textbox", { name: L.nameGr }), "Κηφισιά");
      await user.type(form.getByRole("textbox", { name: L.address }), "Λεβίδου 12, Κηφισιά");
      await user.type(form.getByRole("textbox", { name: L.hoursEn }), "Mon–Fri 07:00–22:00");
      await user.click(form.getByRole("button", { name: L.create }));
      expect(await screen.findByText(L.created, {}, SLOW)).toBeInTheDocument();
      expect(calls.filter((c) => c.key === POST).map((c) => c.body)).toEqual([
        {
          key: "kifisia",
          nameGr: "Κηφισιά",
          nameEn: "",
          address: "Λεβίδου 12, Κηφισιά",
          addressEn: "",
          mapUrl: "",
          phone: "",
          hoursGr: "",
          hoursEn: "Mon–Fri 07:00–22:00",
          active: true,
          position: 1,
        },
      ]);
    },
  );

  it.each(["gr", "en"] as const)(
    "a bad code is said under its field and nothing typed is lost; a taken one too (%s)",
    async (lang) => {
      const L = T[lang];
      const calls = stubApi({
        "GET /api/admin/locations": [MAIN],
        "GET /api/site": SITE,
        "GET /api/locations": [MAIN],
        [POST]: refusal(409, "LOCATION_KEY_TAKEN"),
      });
      const { user } = await renderScreen(<LocationsPanel />, { lang });
      const form = await newForm();
      const key = form.getByRole("textbox", { name: L.key });
      await user.type(key, "Κηφισιά");
      await user.type(form.getByRole("textbox", { name: L.nameGr }), "Κηφισιά");
      await user.type(form.getByRole("textbox", { name: L.address }), "Λεβίδου 12");
      await user.click(form.getByRole("button", { name: L.create }));
      // Under the field (its description) and beside the button.
      expect(await form.findByRole("alert", {}, SLOW)).toHaveTextContent(L.format);
      expect(key).toHaveAccessibleDescription(L.format);
      expect(calls.filter((c) => c.key === POST)).toEqual([]);
      expect(key).toHaveValue("Κηφισιά");
      expect(form.getByRole("textbox", { name: L.address })).toHaveValue("Λεβίδου 12");

      await user.clear(key);
      await user.type(key, "main");
      await user.click(form.getByRole("button", { name: L.create }));
      expect(
        await form.findByText(L.taken, { selector: "[role=alert] *, [role=alert]" }, SLOW),
      ).toBeVisible();
      expect(key).toHaveAccessibleDescription(L.taken);
      expect(form.getByRole("textbox", { name: L.nameGr })).toHaveValue("Κηφισιά");
      expect(form.getByRole("textbox", { name: L.address })).toHaveValue("Λεβίδου 12");
    },
  );

  it.each(["gr", "en"] as const)("a location is edited and saved whole (%s)", async (lang) => {
    const L = T[lang];
    const KIFISIA: LocationRow = {
      ...MAIN,
      key: "kifisia",
      nameGr: "Κηφισιά",
      nameEn: "Kifisia",
      position: 1,
    };
    const PUT = "PUT /api/admin/locations/kifisia";
    const calls = stubApi({
      "GET /api/admin/locations": [MAIN, KIFISIA],
      "GET /api/site": SITE,
      "GET /api/locations": [MAIN, KIFISIA],
      [PUT]: ({ body }: { body: unknown }) => ({ ...(body as object), key: "kifisia" }),
    });
    const { user } = await renderScreen(<LocationsPanel />, { lang });
    const card = within(await screen.findByTestId("location-kifisia", {}, SLOW));
    await user.type(card.getByRole("textbox", { name: L.addressEn }), "Levidou 12, Kifisia");
    await user.click(card.getByRole("switch"));
    await user.click(card.getByRole("button", { name: L.save }));
    expect(await card.findByText(L.saved, {}, SLOW)).toBeInTheDocument();
    const { key: _key, ...settings } = KIFISIA;
    expect(calls.filter((c) => c.key === PUT).map((c) => c.body)).toEqual([
      { ...settings, addressEn: "Levidou 12, Kifisia", active: false },
    ]);
  });
});
