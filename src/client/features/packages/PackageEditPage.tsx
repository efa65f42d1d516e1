import { Button, Group, Loader, Select, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { NUTRITION, packageFormSchema } from "../../../shared/schemas/packages";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { FeedbackAlert } from "../../components/FeedbackAlert";
import { PageShell } from "../../components/PageShell";
import { useCreditKindName } from "../../lib/creditKinds";
import { errorMessage } from "../../lib/errorText";
import type { Message } from "../../lib/message";
import { msg } from "../../lib/message";
import { formFromPackage, PackageFields, usePackageForm } from "./PackageFields";
import { useAdminPackages, useSavePackage } from "./queries";

/** /admin-package-edit: pick any package (of any kind of credit, or nutrition), edit it, save or delete it. */
export default function PackageEditPage() {
  const { t } = useTranslation();
  const kindName = useCreditKindName();
  const { data, isPending, isError, refetch } = useAdminPackages();
  const save = useSavePackage();
  const [id, setId] = useState<string | null>(null);
  const form = usePackageForm();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: Message } | null>(null);
  const selected = data?.find((p) => p.id === id) ?? null;

  const pick = (value: string | null) => {
    const pkg = data?.find((p) => p.id === value);
    setId(pkg?.id ?? null);
    if (pkg) {
      form.setValues(formFromPackage(pkg));
      form.resetDirty(formFromPackage(pkg));
    }
    form.clearErrors();
    setMessage(null);
  };

  const submit = form.onSubmit((values) => {
    if (!id) return;
    setMessage(null);
    save.mutate(
      { id, input: packageFormSchema.parse(values) },
      {
        onSuccess: () => setMessage({ ok: true, text: msg("packages.admin.updated") }),
        onError: (err) => setMessage({ ok: false, text: errorMessage(err, "packages.admin.updateError") }),
      },
    );
  });

  const remove = () => {
    if (!id) return;
    setConfirmDelete(false);
    save.mutate(
      { id, remove: true },
      {
        onSuccess: () => {
          pick(null);
          setMessage({ ok: true, text: msg("packages.admin.deleted") });
        },
        onError: (err) => setMessage({ ok: false, text: errorMessage(err, "packages.admin.deleteError") }),
      },
    );
  };

  return (
    <PageShell title={t("packages.admin.editTitle")} backTo="/admin">
      <Stack gap="md">
        {isPending && <Loader role="status" aria-label={t("common.loading")} />}
        {isError && (
          <Group>
            <Text c="red">{t("packages.loadError")}</Text>
            <Button size="xs" variant="light" onClick={() => void refetch()}>
              {t("common.retry")}
            </Button>
          </Group>
        )}
        {data && (
          <Select
            label={t("packages.admin.pick")}
            searchable
            data={data.map((p) => ({
              value: p.id,
              label: `${p.name} · ${p.kind === NUTRITION ? t("packages.kinds.nutrition") : kindName(p.kind)}`,
            }))}
            value={id}
            onChange={pick}
          />
        )}
        <FeedbackAlert feedback={message} />
        {selected && (
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              <PackageFields form={form} />
              <Group>
                <Button type="submit" loading={save.isPending}>
                  {t("packages.admin.save")}
                </Button>
                <Button
                  color="red"
                  variant="outline"
                  onClick={() => setConfirmDelete(true)}
                  disabled={save.isPending}
                >
                  {t("packages.admin.delete")}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirmDelete}
        title={t("packages.admin.delete")}
        message={t("packages.admin.confirmDelete", { name: selected?.name ?? "" })}
        confirmLabel={t("packages.admin.delete")}
        cancelLabel={t("common.cancel")}
        onClose={() => setConfirmDelete(false)}
        onConfirm={remove}
      />
    </PageShell>
  );
}
