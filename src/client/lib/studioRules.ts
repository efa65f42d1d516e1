import { queryOptions, useQuery } from "@tanstack/react-query";
import i18n from "i18next";
import type { StudioRules } from "../../shared/domain/studio-rules";
import { DEFAULT_TIME_ZONE } from "../../shared/domain/time-zone";
import { api, call } from "./api";

/**
 * The studio's rules as the screens state them (decision 029). Every text that names a
 * rule's number takes it as a variable (`{{cancelCutoff, duration}}`); the rules read from the
 * server become i18next's default variables, so a hint says "2 hours" once the owner set 120
 * minutes, and a refusal's own params (the rule at the moment it was applied) still win.
 */
export const studioRulesKey = ["studio-rules"] as const;

export const studioRulesQuery = () =>
  queryOptions({
    queryKey: studioRulesKey,
    queryFn: () => call(api["studio-rules"].$get()),
    staleTime: 60_000,
  });

export const useStudioRules = () => useQuery(studioRulesQuery());

/** The studio's time zone (the owner's setting, decision 039; the default until the rules are read). */
export const useStudioZone = (): string => useStudioRules().data?.timeZone ?? DEFAULT_TIME_ZONE;

/** The rules' numbers as the texts name them. */
export function applyRuleWords(rules: StudioRules): void {
  const interpolation = i18n.options.interpolation ?? {};
  interpolation.defaultVariables = {
    ...interpolation.defaultVariables,
    bookingCutoff: rules.bookingCutoffMinutes,
    cancelCutoff: rules.cancelCutoffMinutes,
    waitlistClose: rules.waitlistCloseMinutes,
    maxActive: rules.maxActiveBookings,
    classCapacityMax: rules.classCapacityMax,
    quietFrom: rules.quietHours.from,
    quietTo: rules.quietHours.to,
  };
  i18n.options.interpolation = interpolation;
}

let loaded: Promise<void> | undefined;

/** Reads the rules once for the texts (with the first Mantine screen); a failed read is tried again next time. */
export function loadRuleWords(): Promise<void> {
  loaded ??= call(api["studio-rules"].$get()).then(applyRuleWords, () => {
    loaded = undefined;
  });
  return loaded;
}
