import { grFirst } from "./gr-first";
import { grLater } from "./gr-later";

/** Greek, the default language, whole. `en.ts` must have exactly the same keys (checked by a test). */
export const gr = {
  ...grFirst,
  ...grLater,
  auth: { ...grFirst.auth, ...grLater.auth },
  site: { ...grFirst.site, ...grLater.site },
};

export type Messages = typeof gr;
