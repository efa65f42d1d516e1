import { Stack, Textarea, TextInput } from "@mantine/core";
import type { GetInputPropsReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { LANGS, type Lang } from "../../../shared/i18n";
import type { IdentityInput } from "../../../shared/schemas/identity";
import type { useSchemaForm } from "../../lib/form";

export type IdentityFormApi = ReturnType<typeof useSchemaForm<IdentityInput>>;

/** Any of the owner's forms holding texts in both languages (the identity's, the terms'). */
type BilingualForm<N extends string> = {
  values: Record<N, { gr: string; en: string }>;
  getInputProps(path: string): GetInputPropsReturnType;
};

/**
 * One of the owner's texts in Greek and English (decision 048). Under each language it says what a
 * reader in that language sees while it is empty: the other language's text, or, with both empty,
 * the page's own words (`whenBothEmpty`).
 */
export function BilingualFields<N extends string>(p: {
  form: BilingualForm<N>;
  name: N;
  label: string;
  max: number;
  whenBothEmpty: "identity.standardText" | "identity.noText" | "identity.terms.noText";
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
