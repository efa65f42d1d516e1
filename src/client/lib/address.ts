import type { TFunction } from "i18next";
import { isPlaceholderAddress } from "../../shared/domain/family";

/**
 * A member's address as staff see it: a dependant's placeholder (`<id>@dependants.invalid`) reaches
 * nobody, so it reads "no address of their own: the guardian's family" instead.
 */
export function shownAddress(email: string, t: TFunction): string {
  return isPlaceholderAddress(email) ? t("family.noAddress") : email;
}
