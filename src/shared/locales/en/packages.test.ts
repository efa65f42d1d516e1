import { describe, expect, it } from "vitest";
import { members } from "./members";
import { packages } from "./packages";

describe("package and member texts", () => {
  it("keep the spec's exact English words (section 8)", () => {
    expect(packages.requestError).toBe("There was a problem with your request.");
    expect(packages.errorOnSelect).toBe("Error selecting package.");
    expect(packages.pendingExists).toBe(
      "You already have an active request pending. Wait for it to be approved or rejected before submitting a new one.",
    );
    expect(packages.requestSubmitted).toBe("Your request was registered and is pending approval.");
    expect(packages.pilatesAdded).toBe("The Pilates package was added successfully!");
    expect(packages.none).toBe("No programs available.");
    expect(packages.noBasic).toBe("No Basic programs.");
    expect(packages.noPro).toBe("No Pro programs available.");
    expect(packages.loginToChoose).toBe("Please log in to choose a package.");
    expect(members.editForm.saved).toBe("Changes saved.");
  });
});
