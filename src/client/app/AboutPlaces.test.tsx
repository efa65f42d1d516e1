import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { LocationRow } from "../../shared/domain/locations";
import { SPEC_RULES } from "../../shared/domain/studio-rules";
import { stubApi } from "../test/api";
import { renderPlain } from "../test/render";
import { SITE } from "../test/site";
import { lightScreenOf } from "./lightPages";

/**
 * The about page's places (decision 057): with two open locations each is listed with its address,
 * hours, phone and map link; with one the page reads as it always did (the studio's address alone).
 */
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
const KIFISIA: LocationRow = {
  key: "kifisia",
  nameGr: "Κηφισιά",
  nameEn: "Kifisia",
  address: "Λεβίδου 12, Κηφισιά",
  addressEn: "Levidou 12, Kifisia",
  mapUrl: "https://maps.example/kifisia",
  phone: "2100000002",
  hoursGr: "Δευ–Παρ 07:00–22:00",
  hoursEn: "Mon–Fri 07:00–22:00",
  active: true,
  position: 1,
};
const T = {
  gr: {
    address: "Λεβίδου 12, Κηφισιά",
    hours: "Δευ–Παρ 07:00–22:00",
    kifisia: "Κηφισιά",
    studio: "Αθήνα",
    map: "Άνοιγμα στον χάρτη",
  },
  en: {
    address: "Levidou 12, Kifisia",
    hours: "Mon–Fri 07:00–22:00",
    kifisia: "Kifisia",
    studio: "Athens",
    map: "Open in maps",
  },
};

function stub(places: LocationRow[]) {
  return stubApi({
    "GET /api/me": { user: null },
    "GET /api/site": SITE,
    "GET /api/studio-rules": SPEC_RULES,
    "GET /api/locations": places,
  });
}

describe.each(["gr", "en"] as const)("the about page's places (%s)", (lang) => {
  afterEach(() => {
    document.getElementById("first-paint")?.remove();
    window.history.replaceState(null, "", "/");
  });
  const L = T[lang];

  it("lists each open location with its address, hours, phone and map", async () => {
    stub([MAIN, KIFISIA]);
    await renderPlain(lightScreenOf({ pathname: "/about", search: "" }), { lang });
    const kifisia = within(await screen.findByTestId("place-kifisia", {}, { timeout: 5000 }));
    expect(kifisia.getByRole("heading", { level: 3, name: L.kifisia })).toBeInTheDocument();
    expect(kifisia.getByText(L.address)).toBeInTheDocument();
    expect(kifisia.getByText(L.hours)).toBeInTheDocument();
    expect(kifisia.getByRole("link", { name: "2100000002" })).toHaveAttribute("href", "tel:2100000002");
    expect(kifisia.getByRole("link", { name: L.map })).toHaveAttribute("href", KIFISIA.mapUrl);
    // The first, unnamed: the studio's own name, address, phone and map.
    const main = within(screen.getByTestId("place-main"));
    expect(main.getByRole("heading", { level: 3, name: "Kinisi" })).toBeInTheDocument();
    expect(main.getByText(L.studio)).toBeInTheDocument();
    expect(main.getByRole("link", { name: L.map })).toHaveAttribute("href", SITE.mapUrl);
  });

  it("with one location, names no place: the studio's address as always", async () => {
    const calls = stub([MAIN]);
    await renderPlain(lightScreenOf({ pathname: "/about", search: "" }), { lang });
    expect(await screen.findByText(`Kinisi · ${L.studio}`, {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.key === "GET /api/locations")).toBe(true));
    expect(screen.queryByTestId("place-main")).toBeNull();
  });
});
