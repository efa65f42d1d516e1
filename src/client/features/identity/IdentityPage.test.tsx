import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { IdentityAnswer } from "../../../shared/schemas/identity";
import { refusal, stubApi } from "../../test/api";
import { renderScreen } from "../../test/render";
import IdentityPage from "./IdentityPage";

/** A chain of answers (a save, then a read) on a loaded machine. */
const SLOW = { timeout: 5000 };

const SAVED: IdentityAnswer = {
  name: "Kinisi",
  phone: "+30 210 000 0000",
  email: "info@kinisi.local",
  address: "Αθήνα",
  mapUrl: "https://www.openstreetmap.org/search?query=Athens",
  socialLinks: ["https://www.instagram.com/"],
  color: "#0b5e55",
  headline: { gr: "", en: "" },
  intro: { gr: "", en: "" },
  story: { gr: "Ξεκινήσαμε το 2010.", en: "" },
  logo: null,
};

const T = {
  gr: {
    name: "Όνομα στούντιο",
    color: "Χρώμα",
    storyEn: "Η ιστορία μας (σελίδα «Σχετικά με εμάς») (Αγγλικά)",
    shownGreek: "Κενό: όποιος διαβάζει στα Αγγλικά βλέπει το ελληνικό κείμενο.",
    save: "Αποθήκευση ταυτότητας",
    saved: "Η ταυτότητα αποθηκεύτηκε.",
    tooLight: "αντίθεση 1,51:1, χρειάζεται τουλάχιστον 4,5:1",
    https: "Γράψε μια πλήρη διεύθυνση που αρχίζει με https://.",
    upload: "Ανέβασμα λογοτύπου",
    svg: "Δεν δεχόμαστε λογότυπα SVG. Ανέβασε το λογότυπο ως PNG ή WebP.",
  },
  en: {
    name: "Studio name",
    color: "Colour",
    storyEn: "Our story (the About us page) (English)",
    shownGreek: "Empty: readers in English see the Greek text.",
    save: "Save the identity",
    saved: "The identity is saved.",
    tooLight: "contrast 1.51:1, at least 4.5:1 is needed",
    https: "Write a full address starting with https://.",
    upload: "Upload a logo",
    svg: "SVG logos are not accepted. Upload the logo as PNG or WebP.",
  },
};

const PUT = "PUT /api/admin/identity";
const puts = (calls: { key: string; body: unknown }[]) => calls.filter((c) => c.key === PUT);

/** The field's sentences: Mantine links the input to its description and error with aria-describedby. */
function saidOf(input: HTMLElement): string {
  const ids = (input.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
}

describe("the studio's identity screen", () => {
  it.each(["gr", "en"] as const)(
    "says an empty English story shows the Greek one, and saves a name, colour and story (%s)",
    async (lang) => {
      const calls = stubApi({
        "GET /api/admin/identity": SAVED,
        "GET /api/site": { name: "Kinisi" },
        [PUT]: ({ body }: { body: unknown }) => ({ ...(body as object), logo: null }),
      });
      const { user } = await renderScreen(<IdentityPage />, { lang });
      const story = await screen.findByRole("textbox", { name: T[lang].storyEn });
      expect(saidOf(story)).toContain(T[lang].shownGreek);

      const name = screen.getByRole("textbox", { name: T[lang].name });
      await user.clear(name);
      await user.type(name, "Κίνηση Πάτρας");
      const color = screen.getByRole("textbox", { name: T[lang].color });
      await user.clear(color);
      await user.type(color, "#6A1B9A");
      await user.type(story, "We started in 2010.");
      expect(saidOf(story)).not.toContain(T[lang].shownGreek);
      await user.click(screen.getByRole("button", { name: T[lang].save }));

      expect(await screen.findByText(T[lang].saved, {}, SLOW)).toBeVisible();
      const { logo: _logo, ...values } = SAVED;
      expect(puts(calls).map((c) => c.body)).toEqual([
        {
          ...values,
          name: "Κίνηση Πάτρας",
          color: "#6a1b9a",
          story: { gr: "Ξεκινήσαμε το 2010.", en: "We started in 2010." },
        },
      ]);
    },
  );

  it.each(["gr", "en"] as const)(
    "a colour white text cannot be read on is said beside it with its contrast, and nothing is sent (%s)",
    async (lang) => {
      const calls = stubApi({ "GET /api/admin/identity": SAVED, "GET /api/site": { name: "Kinisi" } });
      const { user } = await renderScreen(<IdentityPage />, { lang });
      const color = await screen.findByRole("textbox", { name: T[lang].color });
      await user.clear(color);
      await user.type(color, "#ffcc00");
      await user.click(screen.getByRole("button", { name: T[lang].save }));

      expect(saidOf(color)).toContain(T[lang].tooLight);
      // Beside the button too, where the eye is on a phone (the field is screens above).
      const next = screen.getByRole("button", { name: T[lang].save }).nextElementSibling;
      expect(next).toHaveAttribute("role", "alert");
      expect(next).toHaveTextContent(T[lang].tooLight);
      expect(puts(calls)).toHaveLength(0);
    },
  );

  it.each(["gr", "en"] as const)("a refusal of the server is said as its sentence (%s)", async (lang) => {
    stubApi({
      "GET /api/admin/identity": SAVED,
      "GET /api/site": { name: "Kinisi" },
      [PUT]: refusal(400, "IDENTITY_URL_HTTPS", { field: "mapUrl" }),
    });
    const { user } = await renderScreen(<IdentityPage />, { lang });
    await user.click(await screen.findByRole("button", { name: T[lang].save }));
    expect(await screen.findByRole("alert", {}, SLOW)).toHaveTextContent(T[lang].https);
  });

  it.each(["gr", "en"] as const)("an SVG logo refused by the server is said in words (%s)", async (lang) => {
    const calls = stubApi({
      "GET /api/admin/identity": SAVED,
      "GET /api/site": { name: "Kinisi" },
      "POST /api/admin/identity/logo": refusal(415, "LOGO_SVG"),
    });
    const { user } = await renderScreen(<IdentityPage />, { lang });
    await screen.findByRole("button", { name: T[lang].upload });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(
      input,
      new File(["<svg><script>alert(1)</script></svg>"], "logo.png", { type: "image/png" }),
    );
    expect(await screen.findByRole("alert", {}, SLOW)).toHaveTextContent(T[lang].svg);
    expect(calls.filter((c) => c.key === "POST /api/admin/identity/logo")).toHaveLength(1);
  });
});
