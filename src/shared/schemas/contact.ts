import { z } from "zod";
import { LANGS } from "../i18n.js";

/** The contact form (spec sections 3 and 5): e-mail, phone and message, all required. */
export const CONTACT_EMAIL_MAX = 254;
export const CONTACT_PHONE_MAX = 30;
export const CONTACT_MESSAGE_MAX = 4000;
export const CONTACT_LIST_LIMIT = 200;

/** Digits with the usual separators; at least 6 digits. */
export const PHONE_RE = /^\+?[\d\s().\-/]{6,30}$/;
export const isPhone = (v: string) => PHONE_RE.test(v) && (v.match(/\d/g)?.length ?? 0) >= 6;

const FILL = { error: "FILL_ALL_FIELDS" } as const;

/** Messages are error codes: the form shows their sentence beside the field. */
export const contactMessageSchema = z.object({
  email: z
    .email({ error: (issue) => (String(issue.input ?? "").trim() ? "INVALID_EMAIL" : "FILL_ALL_FIELDS") })
    .max(CONTACT_EMAIL_MAX),
  phone: z
    .string()
    .trim()
    .min(1, FILL)
    .max(CONTACT_PHONE_MAX, { error: "INVALID_PHONE" })
    .refine(isPhone, { error: "INVALID_PHONE" }),
  message: z.string().trim().min(1, FILL).max(CONTACT_MESSAGE_MAX),
});
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

/** What the browser sends: the form plus the visitor's language. The robot check goes in `x-captcha`. */
export const contactRequestSchema = contactMessageSchema.extend({ language: z.enum(LANGS).default("gr") });

export const contactReceivedSchema = z.object({ id: z.string() });

export const contactMessageRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  mailStatus: z.enum(["pending", "sent", "failed", "logged"]),
});
export type ContactMessageRow = z.infer<typeof contactMessageRowSchema>;

export const contactMessageListSchema = z.object({ messages: z.array(contactMessageRowSchema) });
export type ContactMessageList = z.infer<typeof contactMessageListSchema>;

export const contactHandledSchema = z.object({ handled: z.boolean() });
