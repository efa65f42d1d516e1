import { describe, expect, it } from "vitest";
import { readUnsubscribeToken, unsubscribeToken } from "./unsubscribe";

describe("the unsubscribe token", () => {
  it("names the member it was signed for, and no one else", () => {
    const token = unsubscribeToken("key-1", "user-42");
    expect(readUnsubscribeToken("key-1", token)).toBe("user-42");
    expect(readUnsubscribeToken("key-2", token)).toBeNull(); // another installation's secret
    const forged = `user-43.${token.split(".")[1]}`;
    expect(readUnsubscribeToken("key-1", forged)).toBeNull();
    expect(readUnsubscribeToken("key-1", "user-42")).toBeNull();
    expect(readUnsubscribeToken("key-1", `${token}x`)).toBeNull();
  });
});
