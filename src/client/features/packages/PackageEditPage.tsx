import { Alert, Button, Group, Loader, Modal, Select, Stack, Text } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { PageShell } from "../../components/PageShell";
import { formFromPackage, inputFromForm, PackageFields, type PackageForm } from "./PackageFields";
import { useAdminPackages, useSavePackage } from "./queries";

/** /admin-package-edit: pick any package (gym, Pilates, nutrition), edit it, save or delete it. */
export default function PackageEditPage() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useAdminPackages();
  const save = useSavePackage();
  const [id, setId] = useState<string | null>(null);
  const [form, setForm] = useState<PackageForm | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const selected = data?.find((p) => p.id === id) ?? null;

  const pick = (value: string | null) => {
    const pkg = data?.find((p) => p.id === value);
    setId(pkg?.id ?? null);
    setForm(pkg ? formFromPackage(pkg) : null);
    setMessage(null);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!id || !form) return;
    const checked = inputFromForm(form);
    if ("error" in checked) {
      setMessage({
        ok: false,
        text: t(checked.error === "fill" ? "errors.FILL_ALL_FIELDS" : "errors.VALIDATION"),
      });
      return;
    }
    save.mutate(
      { id, input: checked.input },
      {
        onSuccess: () => setMessage({ ok: true, text: t("packages.admin.updated") }),
        onError: () => setMessage({ ok: false, text: t("packages.admin.updateError") }),
      },
    );
  };

  const remove = () => {
    if (!id) return;
    setConfirmDelete(false);
    save.mutate(
      { id, remove: true },
      {
        onSuccess: () => {
          pick(null);
          setMessage({ ok: true, text: t("packages.admin.deleted") });
        },
        onError: () => setMessage({ ok: false, text: t("packages.admin.deleteError") }),
      },
    );
  };

  return (
    <PageShell title={t("packages.admin.editTitle")} backTo="/admin">
      <Stack gap="md">
        {isPending && <Loader aria-label={t("common.loading")} />}
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
            data={data.map((p) => ({ value: p.id, label: `${p.name} · ${t(`packages.kinds.${p.kind}`)}` }))}
            value={id}
            onChange={pick}
          />
        )}
        {message && (
          <Alert color={message.ok ? "teal" : "red"} role={message.ok ? "status" : "alert"}>
            {message.text}
          </Alert>
        )}
        {form && selected && (
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              <PackageFields value={form} onChange={setForm} />
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
      <Modal
        opened={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title={t("packages.admin.delete")}
        closeButtonProps={{ "aria-label": t("common.close") }}
        centered
      >
        <Text>{t("packages.admin.confirmDelete", { name: selected?.name ?? "" })}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirmDelete(false)}>
            {t("common.cancel")}
          </Button>
          <Button color="red" onClick={remove}>
            {t("packages.admin.delete")}
          </Button>
        </Group>
      </Modal>
    </PageShell>
  );
}
