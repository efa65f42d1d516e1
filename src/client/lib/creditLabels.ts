import { useTranslation } from "react-i18next";
import { GYM_CREDITS } from "../../shared/domain/schedules";
import { useCreditKindName } from "./creditKinds";

/**
 * A balance's two labels, sessions and expiry, for any kind of credit (decision 038): the spec's
 * words for the gym's ("Gym sessions", "Package expires"), the kind's own name from its row for
 * every other ("Yoga: sessions"), as its refusals name it. The account page, the desk's details and the edit modal say them alike.
 */
export function useCreditLabels() {
  const { t } = useTranslation();
  const kindName = useCreditKindName();
  return (kind: string) => {
    if (kind === GYM_CREDITS)
      return { sessions: t("members.account.gymSessions"), expires: t("members.account.gymExpires") };
    const name = kindName(kind);
    return {
      sessions: t("members.account.kindSessions", { kind: name }),
      expires: t("members.account.kindExpires", { kind: name }),
    };
  };
}
