import { queryOptions, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { type CreditKind, type CreditKindRow, scheduleName } from "../../shared/domain/schedules";
import { api, call } from "./api";

/**
 * The kinds of credit (decision 038): the members screen, the account page, the package form and the
 * owner's settings name a balance's kind from this list. Under the booking root with the schedules,
 * so a change refreshes every screen that names one.
 */
export const creditKindKeys = { all: ["booking", "credit-kinds"] as const };

export const creditKindQueries = {
  all: () =>
    queryOptions({
      queryKey: creditKindKeys.all,
      queryFn: () => call(api["credit-kinds"].$get()),
      staleTime: 60_000,
    }),
};

/** A kind's name in the reader's language (its key while the list loads). */
export function useCreditKindName() {
  const { i18n } = useTranslation();
  const kinds = useQuery(creditKindQueries.all());
  return (key: CreditKind) => {
    const row = kinds.data?.find((k) => k.key === key);
    return row ? scheduleName(row, i18n.language) : key;
  };
}

/** While loading: one empty list, so an effect that depends on the kinds does not run on every render. */
const NONE: CreditKindRow[] = [];

/** Every kind, in the owner's order (empty while loading). */
export function useCreditKinds(): CreditKindRow[] {
  return useQuery(creditKindQueries.all()).data ?? NONE;
}

/** The balances a member holds: sessions left or an expiry (of any kind; decision 038). */
export function heldCredits<C extends { sessions: number; expiresOn: string | null }>(
  credits: readonly C[],
): C[] {
  return credits.filter((c) => c.sessions > 0 || c.expiresOn !== null);
}

/**
 * A member's package as the desk's list, the details and the member's own account name it: the
 * package's name, else the kinds they hold (credits a desk gave by hand, an older Yoga approval),
 * null only when they hold nothing of any kind.
 */
export function usePackageLabel() {
  const kindName = useCreditKindName();
  return (a: {
    packageName: string;
    credits: readonly { kind: CreditKind; sessions: number; expiresOn: string | null }[];
  }) =>
    a.packageName ||
    heldCredits(a.credits)
      .map((c) => kindName(c.kind))
      .join(", ") ||
    null;
}
