import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { isLang } from "../../shared/i18n";
import { en } from "../../shared/locales/en";
import { gr } from "../../shared/locales/gr";
import { addRuleWordFormatters } from "../../shared/rule-words";
import { ApiError } from "./api";
import { errorMessage, errorText } from "./errorText";

describe("a refusal's sentence", () => {
  it("says the first refused field's own rule when the server names one, else 'check what you entered'", () => {
    const refused = new ApiError(400, "VALIDATION", {
      issues: [
        { path: "key", message: "SCHEDULE_KEY_FORMAT" },
        { path: "nameGr", message: "FILL_ALL_FIELDS" },
      ],
    });
    expect(errorMessage(refused)).toMatchObject({
      key: ["errors.SCHEDULE_KEY_FORMAT", "errors.VALIDATION"],
    });
    const plain = new ApiError(400, "VALIDATION", { issues: [{ path: "x", message: "Expected number" }] });
    expect(errorMessage(plain)).toMatchObject({ key: ["errors.VALIDATION"] });
    expect(errorMessage(new ApiError(409, "CREDIT_KIND_TAKEN"))).toMatchObject({
      key: ["errors.CREDIT_KIND_TAKEN"],
    });
  });
});

describe("one code per rule, whatever the schedule (decision 035)", () => {
  const texts = i18next.createInstance();
  const ready = texts
    .init({
      resources: { gr: { translation: gr }, en: { translation: en } },
      lng: "gr",
      fallbackLng: false,
      interpolation: { escapeValue: false },
    })
    .then(() => addRuleWordFormatters(texts.services.formatter, isLang));
  const yoga = { gr: "Γιόγκα", en: "Yoga" };
  const words = (timetable: string) => ({ timetable, schedule: yoga, kind: yoga });
  const say = async (lang: "gr" | "en", err: ApiError, audience: "member" | "desk" = "member") => {
    await ready;
    return errorText(texts.getFixedT(lang), err, undefined, audience);
  };

  it("says the gym's sentence for a slot (the spec's words) and the class's for a class", async () => {
    const full = (timetable: string) =>
      new ApiError(409, "SLOT_FULL", { count: 2, max: 2, ...words(timetable) });
    expect(await say("en", full("hours"))).toBe("Slot is full (2/2).");
    expect(await say("gr", full("hours"))).toBe("Η ώρα είναι πλήρης (2/2).");
    expect(await say("en", full("classes"))).toBe("The class is full (2/2 places).");
    expect(await say("gr", full("classes"))).toBe("Το μάθημα είναι πλήρες (2/2 θέσεις).");
    // Without words (an older server, a race's plain refusal): the gym's sentence.
    expect(await say("en", new ApiError(409, "SLOT_FULL", { count: 1, max: 1 }))).toBe("Slot is full (1/1).");
  });

  it("names the class's credits and schedule in the reader's language, the desk's wording too", async () => {
    const none = new ApiError(409, "NO_ACTIVE_PACKAGE", words("classes"));
    expect(await say("en", none)).toBe("You have no active Yoga package; acquire one.");
    expect(await say("gr", none)).toBe("Δεν έχεις ενεργό πακέτο για «Γιόγκα»· απόκτησε ένα.");
    expect(await say("en", none, "desk")).toBe("The member has no active Yoga package.");
    expect(await say("en", new ApiError(409, "NO_ACTIVE_PACKAGE", words("hours")))).toBe(
      "No active package, acquire one.",
    );
    const twice = new ApiError(409, "ALREADY_BOOKED_THIS_DAY", words("classes"));
    expect(await say("gr", twice, "desk")).toBe("Το μέλος έχει ήδη μάθημα «Γιόγκα» αυτή την ημέρα.");
  });

  it("states the limit of active bookings the owner set, never a number of its own", async () => {
    const across = new ApiError(409, "ACTIVE_RESERVATION_OTHER_SCHEDULE", { max: 3 });
    expect(await say("en", across)).toBe(
      "You already have an active booking on another schedule; the studio's limit for all schedules together: 3.",
    );
    expect(await say("gr", across)).toBe(
      "Έχεις ήδη ενεργή κράτηση σε άλλο πρόγραμμα· το όριο του στούντιο για όλα τα προγράμματα μαζί: 3.",
    );
  });

  it("reads right in Greek whatever the kind's name: a class schedule spending gym credits", async () => {
    const gym = { timetable: "classes", schedule: yoga, kind: { gr: "Γυμναστήριο", en: "Gym" } };
    const say3 = (code: string, lang: "gr" | "en", audience?: "desk") =>
      say(lang, new ApiError(409, code as "NO_ACTIVE_PACKAGE", gym), audience);
    expect(await say3("NO_ACTIVE_PACKAGE", "gr")).toBe(
      "Δεν έχεις ενεργό πακέτο για «Γυμναστήριο»· απόκτησε ένα.",
    );
    expect(await say3("PACKAGE_EXPIRED", "gr")).toBe("Το πακέτο σου για «Γυμναστήριο» έληξε ή λείπει.");
    expect(await say3("NO_SESSIONS_LEFT", "gr")).toBe(
      "Έχεις εξαντλήσει τις συνεδρίες σου για «Γυμναστήριο».",
    );
    expect(await say3("NO_SESSIONS_LEFT", "gr", "desk")).toBe(
      "Το μέλος έχει εξαντλήσει τις συνεδρίες του για «Γυμναστήριο».",
    );
    expect(await say3("PACKAGE_EXPIRED", "en")).toBe("Your Gym package expired or is missing.");
  });

  it("names where a package is valid in the reader's language, for a slot and a class (decision 057)", async () => {
    const places = { gr: "Κέντρο, Κηφισιά", en: "Centre, Kifisia" };
    const refused = (timetable: string) =>
      new ApiError(409, "PACKAGE_NOT_VALID_HERE", {
        locations: ["main", "kifisia"],
        places,
        ...words(timetable),
      });
    expect(await say("en", refused("hours"))).toBe(
      "Your package is not valid here; it is valid at: Centre, Kifisia.",
    );
    expect(await say("gr", refused("classes"))).toBe(
      "Το πακέτο σου δεν ισχύει εδώ· ισχύει σε: Κέντρο, Κηφισιά.",
    );
    expect(await say("en", refused("classes"), "desk")).toBe(
      "The member's package is not valid here; it is valid at: Centre, Kifisia.",
    );
    expect(await say("gr", refused("hours"), "desk")).toBe(
      "Το πακέτο του μέλους δεν ισχύει εδώ· ισχύει σε: Κέντρο, Κηφισιά.",
    );
  });
});
