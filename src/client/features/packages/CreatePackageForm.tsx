import { Button, Paper, Stack, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { packageFormSchema } from "../../../shared/schemas/packages";
import { FeedbackAlert } from "../../components/FeedbackAlert";
import { errorMessage } from "../../lib/errorText";
import type { Message } from "../../lib/message";
import { msg } from "../../lib/message";
import { PackageFields, usePackageForm } from "./PackageFields";
import { useSavePackage } from "./queries";

/** The dashboard's create-package form: name and price required ('fill all fields'). */
export function CreatePackageForm() {
  const { t } = useTranslation();
  const save = useSavePackage();
  const form = usePackageForm();
  const [message, setMessage] = useState<{ ok: boolean; text: Message } | null>(null);

  const submit = form.onSubmit((values) => {
    setMessage(null);
    save.mutate(
      { input: packageFormSchema.parse(values) },
      {
        onSuccess: () => {
          form.reset();
          setMessage({ ok: true, text: msg("packages.admin.created") });
        },
        onError: (err) => setMessage({ ok: false, text: errorMessage(err, "packages.admin.createError") }),
      },
    );
  });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="create-package-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} fz="lg" id="create-package-title">
            {t("packages.admin.createTitle")}
          </Title>
          <PackageFields form={form} />
          <FeedbackAlert feedback={message} />
          <Button type="submit" loading={save.isPending} style={{ alignSelf: "flex-start" }}>
            {t("packages.admin.create")}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
