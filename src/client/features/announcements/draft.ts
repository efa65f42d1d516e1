import { z } from "zod";
import { announcementProblem } from "../../../shared/domain/announcements";
import { addDays } from "../../../shared/domain/schedule";
import {
  type Announcement,
  type AnnouncementInput,
  type AnnouncementKind,
  announcementInputSchema,
  type ClosureParams,
} from "../../../shared/schemas/announcements";

/** The admin form's state: every kind's fields kept, so switching kind loses nothing. */
export type Draft = {
  kind: AnnouncementKind;
  startsOn: string;
  endsOn: string;
  titleGr: string;
  titleEn: string;
  bodyGr: string;
  bodyEn: string;
  closure: ClosureParams;
  offers: { gr: string; en: string }[];
};

export function newDraft(today: string, brand: string): Draft {
  const month = Number(today.slice(5, 7));
  return {
    kind: "message",
    startsOn: today,
    endsOn: addDays(today, 7),
    titleGr: "",
    titleEn: "",
    bodyGr: "",
    bodyEn: "",
    closure: { brand, month, startDay: 1, endDay: 14, resumeDay: 15 },
    offers: [],
  };
}

export function draftOf(a: Announcement, fallback: Draft): Draft {
  return {
    ...fallback,
    kind: a.kind,
    startsOn: a.startsOn,
    endsOn: a.endsOn,
    titleGr: a.titleGr,
    titleEn: a.titleEn,
    bodyGr: a.bodyGr,
    bodyEn: a.bodyEn,
    closure: a.kind === "closure_notice" ? a.params : fallback.closure,
    offers: a.kind === "offers" ? a.params.offers : [],
  };
}

export function inputOf(d: Draft): AnnouncementInput {
  const texts = {
    startsOn: d.startsOn,
    endsOn: d.endsOn,
    titleGr: d.titleGr.trim(),
    titleEn: d.titleEn.trim(),
    bodyGr: d.bodyGr.trim(),
    bodyEn: d.bodyEn.trim(),
  };
  if (d.kind === "closure_notice")
    return { ...texts, kind: d.kind, params: { ...d.closure, brand: d.closure.brand.trim() } };
  if (d.kind === "offers") {
    const offers = d.offers.map((o) => ({ gr: o.gr.trim(), en: o.en.trim() })).filter((o) => o.gr || o.en);
    return { ...texts, kind: d.kind, params: { offers } };
  }
  return { ...texts, kind: "message", params: {} };
}

/** The draft as the popup would show it (for the preview). */
export function previewOf(d: Draft): Announcement {
  return { ...inputOf(d), id: "preview", version: "preview" } as Announcement;
}

/** Where the form shows a whole-announcement problem: beside the field the admin must change. */
const PROBLEM_FIELD = {
  ANNOUNCEMENT_DATES: "endsOn",
  ANNOUNCEMENT_CLOSURE_DAYS: "closure.resumeDay",
} as const;

/**
 * The form's schema (`useSchemaForm`): the draft is checked as the server checks what it sends, the
 * shared input schema and then `announcementProblem`, each problem placed on the draft's own field
 * ('params.offers.1.gr' of the input is 'offers.<its place in the draft>.gr').
 */
export const draftSchema = z.custom<Draft>().superRefine((d, ctx) => {
  const input = inputOf(d);
  const parsed = announcementInputSchema.safeParse(input);
  if (!parsed.success) {
    const kept = d.offers.flatMap((o, i) => (o.gr.trim() || o.en.trim() ? [i] : []));
    for (const issue of parsed.error.issues) {
      const [head, group, index, ...rest] = issue.path.map(String);
      const path =
        head !== "params"
          ? issue.path.map(String)
          : group === "offers" && index !== undefined
            ? ["offers", String(kept[Number(index)] ?? index), ...rest]
            : ["closure", group ?? "", index ?? "", ...rest].filter(Boolean);
      ctx.addIssue({ code: "custom", path, message: issue.message });
    }
    return;
  }
  const problem = announcementProblem(input);
  if (!problem) return;
  const path =
    problem === "ANNOUNCEMENT_TEXT_REQUIRED"
      ? ((["titleGr", "titleEn", "bodyGr", "bodyEn"] as const).find((k) => !input[k]) ?? "titleGr")
      : PROBLEM_FIELD[problem];
  ctx.addIssue({ code: "custom", path: path.split("."), message: problem });
});
