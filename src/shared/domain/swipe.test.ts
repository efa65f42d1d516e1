import { describe, expect, it } from "vitest";
import { isTap, SWIPE_THRESHOLD_PX, swipeDirection, wrapIndex } from "./swipe.js";

describe("swipeDirection", () => {
  it("uses the spec's 75 px threshold", () => {
    expect(SWIPE_THRESHOLD_PX).toBe(75);
  });

  it("moves to the next image on a swipe to the left beyond 75 px", () => {
    expect(swipeDirection(-76)).toBe("next");
    expect(swipeDirection(-200, 30)).toBe("next");
  });

  it("moves to the previous image on a swipe to the right beyond 75 px", () => {
    expect(swipeDirection(76)).toBe("previous");
    expect(swipeDirection(120, -40)).toBe("previous");
  });

  it("does nothing at or short of 75 px", () => {
    expect(swipeDirection(75)).toBeNull();
    expect(swipeDirection(-75)).toBeNull();
    expect(swipeDirection(-50)).toBeNull();
    expect(swipeDirection(0)).toBeNull();
  });

  it("ignores a mostly vertical move however long", () => {
    expect(swipeDirection(-90, 140)).toBeNull();
    expect(swipeDirection(100, -101)).toBeNull();
  });
});

describe("isTap", () => {
  it("is a tap under 10 px of movement", () => {
    expect(isTap(0, 0)).toBe(true);
    expect(isTap(6, 6)).toBe(true);
    expect(isTap(10, 0)).toBe(false);
    expect(isTap(-50, 0)).toBe(false);
  });
});

describe("wrapIndex", () => {
  it("steps forward and back inside the list", () => {
    expect(wrapIndex(2, 1, 7)).toBe(3);
    expect(wrapIndex(2, -1, 7)).toBe(1);
  });

  it("wraps at both ends", () => {
    expect(wrapIndex(6, 1, 7)).toBe(0);
    expect(wrapIndex(0, -1, 7)).toBe(6);
  });

  it("stays at 0 for a single or empty list", () => {
    expect(wrapIndex(0, 1, 1)).toBe(0);
    expect(wrapIndex(0, -1, 1)).toBe(0);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});
