/** What a rendered e-mail holds: its subject, plain text and HTML (every template answers one). */
export type MailContent = { subject: string; text: string; html: string };
