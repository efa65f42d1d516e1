import { logoDrawSize } from "../../shared/domain/logo";
import { escapeHtml } from "../platform/html";
import type { MailTransport } from "./outbox";

/** What every e-mail's header shows of the studio (decision 053). */
export type MailBrand = {
  name: string;
  color: string;
  /** An absolute address (a mail client has no page to resolve a path against), or null. */
  logo: { url: string; width: number; height: number } | null;
};

/**
 * Every HTML message opens with the studio's logo at the size pages draw it (its name in the brand
 * colour when it has none) over a line of the colour. The plain-text part is left as it is: it
 * already signs with the name.
 */
export function withMailHeader(html: string, brand: MailBrand): string {
  const mark = brand.logo
    ? (() => {
        const size = logoDrawSize(brand.logo.width, brand.logo.height);
        return `<img src="${escapeHtml(brand.logo.url)}" alt="${escapeHtml(brand.name)}" width="${size.width}" height="${size.height}" style="display:block;border:0">`;
      })()
    : `<strong style="font-size:20px;color:${escapeHtml(brand.color)}">${escapeHtml(brand.name)}</strong>`;
  return `<div style="padding:0 0 12px;margin:0 0 16px;border-bottom:3px solid ${escapeHtml(brand.color)}">${mark}</div>${html}`;
}

/**
 * A transport whose messages leave under the studio's name, headed by its logo, as the studio is
 * when they are sent (decision 053): MAIL_FROM gives the address, the studio its display name; an
 * outbox retry or a campaign sent later carries what was saved by then. Applied when sending, not
 * when the message is recorded, so recording one costs no extra read.
 */
export function studioSender(transport: MailTransport, brand: () => Promise<MailBrand>): MailTransport {
  return {
    sendMail: (async (mail: Parameters<MailTransport["sendMail"]>[0]) => {
      const studio = await brand();
      const from = typeof mail.from === "string" ? mail.from : undefined;
      const address = from?.match(/<([^>]+)>/)?.[1] ?? from;
      return transport.sendMail({
        ...mail,
        ...(address ? { from: { name: studio.name, address } } : {}),
        ...(typeof mail.html === "string" ? { html: withMailHeader(mail.html, studio) } : {}),
      });
    }) as MailTransport["sendMail"],
  };
}
