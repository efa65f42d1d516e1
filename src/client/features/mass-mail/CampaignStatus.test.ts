import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { en } from "../../../shared/locales/en";
import { gr } from "../../../shared/locales/gr";
import { campaignPercent, campaignStatusText } from "./CampaignStatus";
import { campaign } from "./campaign-fixture";

async function translator(lng: "gr" | "en") {
  const i18n = createInstance();
  await i18n.init({ lng, resources: { gr: { translation: gr }, en: { translation: en } } });
  return i18n.t;
}

describe("a campaign's status with addresses waiting for a retry (decision 027)", () => {
  it("says how many wait, in Greek and English, and counts them as not done yet", async () => {
    const c = campaign({ sent: 7, failed: 1, waiting: 2 });
    expect(campaignStatusText(await translator("en"), c)).toBe(
      "Sent 7/10 so far; 2 waiting to be retried, 1 failed.",
    );
    expect(campaignStatusText(await translator("gr"), c)).toBe(
      "Εστάλησαν 7/10 μέχρι τώρα· σε αναμονή για νέα προσπάθεια: 2, αποτυχίες: 1.",
    );
    expect(campaignPercent(c)).toBe(80);
    const t = await translator("en");
    expect(t("massMail.waiting", { count: 2 })).toBe("2 waiting to be retried (not delivered for now).");
    // Once the retries settle, the usual sentences.
    expect(campaignStatusText(t, campaign({ sent: 9, failed: 1 }))).toBe(
      "Finished with errors: 9/10 succeeded, 1 failed.",
    );
    // While running, an address waiting for its retry had its first try.
    expect(campaignStatusText(t, campaign({ status: "running", sent: 3, waiting: 1 }))).toBe("Sending… 4/10");
  });
});
