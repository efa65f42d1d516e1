import { Stack, Textarea, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { LANGS, type Lang } from "../../../shared/i18n";
import type { IdentityInput } from "../../../shared/schemas/identity";
import type { useSchemaForm } from "../../lib/form";

export type IdentityFormApi = ReturnType<typeof useSchemaForm<IdentityInput>>;

type TextKey = "headline" | "intro" | "story";

/**
 * One of the owner's texts in Greek and English (decision 048). Under each language it says what a
 * reader in that language sees while it is empty: the other language's text, or, with both empty,
 * the page's own words (`whenBothEmpty`).
 */
export function BilingualFields(p: {
  form: IdentityFormApi;
  name: TextKey;
  label: string;
  max: number;
  whenBothEmpty: "identity.standardText" | "identity.noText";
  hint?: string;
  rows?: number;
}) {
  const { t } = useTranslation();
  const { form, name, max } = p;
  const text = form.values[name];
  const note = (lang: Lang) => {
    const other: Lang = lang === "gr" ? "en" : "gr";
    if (text[lang].trim()) return p.hint;
    return text[other].trim() ? t(`identity.shownInstead.${lang}`) : t(p.whenBothEmpty);
  };
  return (
    <Stack gap="xs">
      {LANGS.map((lang) => {
        const field = {
          label: t("identity.inLang", { field: p.label, lang: t(`identity.langs.${lang}`) }),
          description: note(lang),
          maxLength: max,
          lang: lang === "gr" ? "el" : "en",
          ...form.getInputProps(`${name}.${lang}`),
        };
        return p.rows ? (
          <Textarea key={lang} autosize minRows={p.rows} maxRows={16} {...field} />
        ) : (
          <TextInput key={lang} {...field} />
        );
      })}
    </Stack>
  );
}
