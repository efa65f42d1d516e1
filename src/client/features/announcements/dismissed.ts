import type { Announcement } from "../../../shared/schemas/announcements";

const STORAGE_KEY = "kinisi.dismissedAnnouncements";
const KEEP = 50;

/**
 * What this browser remembers of a dismissed popup: its id and version, so an edited popup shows
 * again. (Kept free of the calendar code: the home page loads this.)
 */
const dismissalKey = (a: Pick<Announcement, "id" | "version">) => `${a.id}@${a.version}`;

function read(): string[] {
  try {
    const v = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "[]") as unknown;
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];
  } catch {
    return [];
  }
}

/** A popup shows once per visitor until dismissed; this browser remembers the dismissed ones. */
export function isDismissed(a: Announcement): boolean {
  return read().includes(dismissalKey(a));
}

export function dismiss(a: Announcement): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify([...read(), dismissalKey(a)].slice(-KEEP)));
  } catch {
    // private mode: it shows again next visit
  }
}
