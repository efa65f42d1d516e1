import { Alert, Button, Paper, Stack, Title } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { EMPTY_PACKAGE_FORM, inputFromForm, PackageFields, type PackageForm } from "./PackageFields";
import { useSavePackage } from "./queries";

/** The dashboard's create-package form: name and price required ('fill all fields'). */
export function CreatePackageForm() {
  const { t } = useTranslation();
  const save = useSavePackage();
  const [form, setForm] = useState<PackageForm>(EMPTY_PACKAGE_FORM);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = inputFromForm(form);
    if ("error" in checked) {
      setMessage({
        ok: false,
        text: t(checked.error === "fill" ? "errors.FILL_ALL_FIELDS" : "errors.VALIDATION"),
      });
      return;
    }
    save.mutate(
      { input: checked.input },
      {
        onSuccess: () => {
          setForm(EMPTY_PACKAGE_FORM);
          setMessage({ ok: true, text: t("packages.admin.created") });
        },
        onError: () => setMessage({ ok: false, text: t("packages.admin.createError") }),
      },
    );
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="create-package-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} fz="lg" id="create-package-title">
            {t("packages.admin.createTitle")}
          </Title>
          <PackageFields value={form} onChange={setForm} />
          {message && (
            <Alert color={message.ok ? "teal" : "red"} role={message.ok ? "status" : "alert"}>
              {message.text}
            </Alert>
          )}
          <Button type="submit" loading={save.isPending} style={{ alignSelf: "flex-start" }}>
            {t("packages.admin.create")}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
