import { describe, expect, it } from "vitest";
import { ApiError } from "./api";
import { errorMessage } from "./errorText";

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
