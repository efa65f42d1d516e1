import type { Lang } from "../../../shared/i18n";
import type { ContactMessageInput } from "../../../shared/schemas/contact";
import { api, readJson } from "../../lib/api";

export async function sendContactMessage(input: ContactMessageInput & { language: Lang }, captcha: string) {
  return readJson<{ id: string }>(await api.contact.$post({ json: input, header: { "x-captcha": captcha } }));
}
