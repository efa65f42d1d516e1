import { type UseFormInput, useForm } from "@mantine/form";
import type { TFunction } from "i18next";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { isErrorCode } from "../../shared/errors";

/**
 * The sentence beside each field the schema refuses, keyed by the field's path ('offers.0.gr').
 * A schema's own messages are error codes and read as `errors.<CODE>`, with the limit the value
 * missed as `min` / `max` ('at least {{min}} characters') and a refinement's `params`; zod's default messages read as the
 * generic validation sentence. The first problem of a field wins.
 */
export function formErrors(schema: z.ZodType, values: unknown, t: TFunction): Record<string, string> {
  const result = schema.safeParse(values);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join(".");
    if (path in errors) continue;
    const limits = issue as { minimum?: unknown; maximum?: unknown; params?: Record<string, unknown> };
    const missed = { min: limits.minimum, max: limits.maximum };
    errors[path] = isErrorCode(issue.message)
      ? t(`errors.${issue.message}`, {
          ...numberBounds(schema, issue.path),
          ...Object.fromEntries(Object.entries(missed).filter(([, v]) => v !== undefined)),
          ...limits.params,
        })
      : t("errors.VALIDATION");
  }
  return errors;
}

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  valueType?: z.ZodType;
  checks?: { _zod: { def: { check: string; value?: unknown } } }[];
};

/**
 * The bounds of the number field at `path` of a schema (`min`, `max`, and `step` when it takes
 * steps), so that a refusal names the values allowed whatever the problem: an empty field is
 * refused before its range is checked, and that issue carries no range of its own.
 */
export function numberBounds(schema: z.ZodType, path: readonly PropertyKey[]): Record<string, number> {
  const def = schema._zod.def as unknown as Def;
  const [head, ...rest] = path;
  const inner = (s: z.ZodType | undefined) => (s ? numberBounds(s, path) : {});
  const next = (s: z.ZodType | undefined) => (s && head !== undefined ? numberBounds(s, rest) : {});
  const some = (list: Record<string, number>[]) => list.find((b) => Object.keys(b).length > 0) ?? {};
  switch (def.type) {
    case "number": {
      if (path.length > 0) return {};
      const n = schema as z.ZodNumber;
      const step = def.checks?.find((c) => c._zod.def.check === "multiple_of")?._zod.def.value;
      // A whole number without a bound of its own is bounded by the safe integers: no bound to name.
      const named = (v: number | null) => v !== null && Math.abs(v) < Number.MAX_SAFE_INTEGER;
      const bounds: Record<string, number> = {};
      if (named(n.minValue)) bounds.min = n.minValue!;
      if (named(n.maxValue)) bounds.max = n.maxValue!;
      if (typeof step === "number") bounds.step = step;
      return bounds;
    }
    case "object":
      return next(def.shape?.[String(head)]);
    case "array":
      return next(def.element);
    case "record":
      return next(def.valueType);
    case "pipe":
      return some([inner(def.out), inner(def.in)]);
    case "union":
      return some((def.options ?? []).map(inner));
    default:
      return inner(def.innerType);
  }
}

/** A schema the form loads on first use (a dynamic import), keeping zod out of the screen's first load. */
export type SchemaLoader<Values> = () => Promise<z.ZodType<unknown, Values>>;

/**
 * The one way to build a form: Mantine's form validated by the same zod schema the server route
 * uses, so every limit is written once (in `src/shared/schemas`). A schema's own messages are error
 * codes (`z.string().trim().min(1, { error: "FILL_ALL_FIELDS" })`) and show as the sentence under
 * `errors.<CODE>` beside the field, through `form.getInputProps(name)`.
 *
 *   const form = useSchemaForm(contactSchema, { initialValues: { email: "", phone: "", message: "" } });
 *   <form onSubmit={form.onSubmit((values) => send.mutate(values))}>
 *     <TextInput label={t("contact.email")} {...form.getInputProps("email")} />
 *
 * A form a screen opens by itself can pass a loader instead (`() => import(...).then((m) => m.schema)`):
 * the schema loads when a field is first focused, and a check asked before it is there (leaving a
 * field, submitting) waits for it (decision 041).
 */
export function useSchemaForm<Values extends Record<string, unknown>>(
  schema: z.ZodType<unknown, Values> | SchemaLoader<Values>,
  options: Omit<UseFormInput<Values>, "validate">,
) {
  const { t } = useTranslation();
  watchPresses(); // before the first press: the press that leaves a field is already watched
  const loaded = useRef<{
    schema?: z.ZodType<unknown, Values>;
    pending?: Promise<z.ZodType<unknown, Values>>;
  }>({});
  if (typeof schema !== "function") loaded.current.schema = schema;
  const load = () => {
    const at = loaded.current;
    if (at.schema || typeof schema !== "function") return;
    at.pending ??= schema().then((s) => (at.schema = s));
    return at.pending;
  };
  return useForm<Values>({
    validateInputOnBlur: true,
    ...options,
    validate: (values) => {
      const ready = loaded.current.schema;
      return ready ? formErrors(ready, values, t) : load()!.then((s) => formErrors(s, values, t));
    },
    enhanceGetInputProps: (input) => {
      const own = options.enhanceGetInputProps?.(input) ?? {};
      const { onBlur: blur, onFocus: focus } = input.inputProps as {
        onBlur?: () => void;
        onFocus?: () => void;
      };
      if (!blur) return own;
      const onBlur = () => afterPress(blur);
      if (typeof schema !== "function") return { ...own, onBlur };
      const onFocus = () => {
        void load();
        focus?.();
      };
      return { ...own, onFocus, onBlur };
    },
  });
}

/**
 * Fills a form with the saved values once its read answers (a settings panel drawn before them);
 * once, not on each render (the form object is new every time).
 */
export function useFillOnLoad<Values>(
  form: { setValues: (values: Values) => void },
  loaded: Values | undefined,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: filled when the saved values arrive, not when the form object changes
  useEffect(() => {
    if (loaded) form.setValues(loaded);
  }, [loaded]);
}

/**
 * A field left by pressing something (a finger or a mouse button on 'save') is checked once the
 * press is over. Checked at once, its sentence appeared between the press and the
 * release and moved the button under the pointer by a line: the release landed beside it and the
 * click was lost. After the click the form's own submit checks every field anyway. Leaving a
 * field with the keyboard checks it at once, as before.
 */
let pressing = false;
let waiting: (() => void)[] = [];
let watched = false;

/** Runs `check` now, or once the press under way is over (a field's own sentence on leaving it). */
export function afterPress(check: () => void): void {
  if (pressing) waiting.push(check);
  else check();
}

function watchPresses(): void {
  if (watched || typeof document === "undefined") return;
  watched = true;
  const press = () => {
    pressing = true;
  };
  // The checks run after the click that the release dispatches (a timer runs after its task).
  const release = () => {
    pressing = false;
    const run = waiting;
    waiting = [];
    if (run.length > 0)
      setTimeout(() => {
        for (const check of run) check();
      }, 0);
  };
  for (const type of ["pointerdown", "mousedown"]) document.addEventListener(type, press, true);
  for (const type of ["pointerup", "mouseup", "pointercancel", "dragend"])
    document.addEventListener(type, release, true);
  window.addEventListener("blur", release);
}

/**
 * The first problem of a refused form, in the schema's order: shown beside the submit button too,
 * where the eye is on a phone when the field itself is screens above.
 *
 *   form.onSubmit(save, (errors) => feedback.set({ ok: false, text: firstError(errors) ?? msg("errors.VALIDATION") }))
 */
export function firstError(errors: Record<string, unknown>): string | null {
  return firstProblem(errors)?.text ?? null;
}

/** The first problem with its field's path ('hours.2.0.to'), for a sentence that names the field. */
export function firstProblem(errors: Record<string, unknown>): { path: string; text: string } | null {
  const first = Object.entries(errors).find(([, e]) => typeof e === "string" && e);
  return first ? { path: first[0], text: first[1] as string } : null;
}
