import { queryOptions } from "@tanstack/react-query";
import { api, call } from "../../lib/api";
import { questionnaireKeys } from "./keys";

/**
 * The home page's question, asked only for a signed-in member: which questionnaires are done?
 * Its own small module, so the home page's first load does not carry the forms' mutations.
 */
export const questionnaireStatusQuery = queryOptions({
  queryKey: questionnaireKeys.status(),
  queryFn: () => call(api.me.questionnaires.$get()),
  staleTime: 60_000,
});
