import { schemaResolver, type UseFormInput, useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { isErrorCode } from "../../shared/errors";

/**
 * The one way to build a form: Mantine's form validated by the same zod schema the server route
 * uses, so every limit is written once (in `src/shared/schemas`). A schema's own messages are error
 * codes (`z.string().trim().min(1, { error: "FILL_ALL_FIELDS" })`) and show as the sentence under
 * `errors.<CODE>`; zod's default messages show as the generic validation sentence. Errors show per
 * field through `form.getInputProps(name)`.
 *
 *   const form = useSchemaForm(contactSchema, { initialValues: { email: "", phone: "", message: "" } });
 *   <form onSubmit={form.onSubmit((values) => send.mutate(values))}>
 *     <TextInput label={t("contact.email")} {...form.getInputProps("email")} />
 */
export function useSchemaForm<Values extends Record<string, unknown>>(
  schema: z.ZodType<unknown, Values>,
  options: Omit<UseFormInput<Values>, "validate">,
) {
  const { t } = useTranslation();
  const resolve = schemaResolver(schema, { sync: true });
  return useForm<Values>({
    validateInputOnBlur: true,
    ...options,
    validate: (values) => {
      const errors = resolve(values);
      return Object.fromEntries(
        Object.entries(errors).map(([path, message]) => [
          path,
          isErrorCode(message) ? t(`errors.${message}`) : t("errors.VALIDATION"),
        ]),
      );
    },
  });
}
