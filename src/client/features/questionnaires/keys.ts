export type QuestionnaireKind = "nutrition" | "fitness";
export type ListFilter = { q: string; unreviewed: boolean };

/** The member's questionnaires and the coaches' lists. */
export const questionnaireKeys = {
  all: ["questionnaires"] as const,
  status: () => [...questionnaireKeys.all, "status"] as const,
  mine: (kind: QuestionnaireKind) => [...questionnaireKeys.all, "mine", kind] as const,
  lists: () => [...questionnaireKeys.all, "admin"] as const,
  list: (kind: QuestionnaireKind, f: ListFilter) => [...questionnaireKeys.lists(), kind, f] as const,
  summary: () => [...questionnaireKeys.lists(), "summary"] as const,
};
