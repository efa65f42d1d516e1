import type { Db } from "../db/client";
import type { MailBrand } from "../mail/header";
import { type IdentityDefaults, logoOf, studioIdentity } from "./studio-identity";

/** The studio's brand as a message written now shows it: read in the transaction that queues it. */
export function mailBrand(defaults: IdentityDefaults, publicUrl: string) {
  return async (db: Pick<Db, "select">): Promise<MailBrand> => {
    const identity = await studioIdentity(db, defaults);
    const logo = logoOf(identity);
    return {
      name: identity.name,
      color: identity.color,
      logo: logo ? { ...logo, url: new URL(logo.url, publicUrl).href } : null,
    };
  };
}
