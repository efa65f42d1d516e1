import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Lang } from "../../../shared/i18n";
import type { ContactMessageInput } from "../../../shared/schemas/contact";
import { api, call } from "../../lib/api";
import { refreshAfter } from "../../lib/queryKeys";

export type MessageFilter = "open" | "handled" | "all";

/** The contact form's messages as the admin lists them. */
export const contactKeys = {
  all: ["contact-messages"] as const,
  list: (filter: MessageFilter) => [...contactKeys.all, filter] as const,
};

/** A visitor's message; the robot check's payload goes in `x-captcha`. */
export function sendContactMessage(input: ContactMessageInput & { language: Lang }, captcha: string) {
  return call(api.contact.$post({ json: input, header: { "x-captcha": captcha } }));
}

export function useContactMessages(filter: MessageFilter) {
  return useQuery({
    queryKey: contactKeys.list(filter),
    queryFn: async () => (await call(api.admin["contact-messages"].$get({ query: { filter } }))).messages,
  });
}

/** Marking a message handled (or open again) moves it between the filtered lists. */
export function useMarkHandled() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; handled: boolean }) =>
      call(
        api.admin["contact-messages"][":id"].$patch({ param: { id: v.id }, json: { handled: v.handled } }),
      ),
    ...refreshAfter(qc, contactKeys.all),
  });
}
