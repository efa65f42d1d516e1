import { Alert, Badge, Button, Card, Group, Loader, Modal, Stack, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { hasContent } from "../../../shared/domain/announcements";
import { dateFormat } from "../../../shared/intl";
import { ConfirmButton } from "../../components/ConfirmButton";
import { PageShell } from "../../components/PageShell";
import { errorText } from "../../lib/errorText";
import { dateLocale, useLang } from "../../lib/lang";
import { useSite } from "../../lib/useSite";
import { AnnouncementForm } from "./AnnouncementForm";
import { announcementText } from "./announcementText";
import { type Draft, draftOf, inputOf, newDraft } from "./draft";
import { useDeleteAnnouncement, useSaveAnnouncement } from "./mutations";
import { useAdminAnnouncements, useCurrentAnnouncements } from "./queries";

const localToday = () => new Date().toLocaleDateString("sv-SE");

/** Admin: the date-limited popups (DESIGN decision 5), with both languages and a preview. */
export default function AdminAnnouncementsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { data: site } = useSite();
  const { data: current } = useCurrentAnnouncements();
  const [editing, setEditing] = useState<{ id: string | null; draft: Draft } | null>(null);
  const list = useAdminAnnouncements();
  const save = useSaveAnnouncement();
  const remove = useDeleteAnnouncement();
  const blank = newDraft(localToday(), site?.name ?? t("common.appName"));
  const day = (d: string) =>
    dateFormat(dateLocale(lang), { timeZone: "UTC" }).format(new Date(`${d}T12:00:00Z`));

  return (
    <PageShell title={t("site.admin.announcements")} backTo="/admin" size="md">
      <Stack>
        <Button
          leftSection={<IconPlus size={18} />}
          style={{ alignSelf: "flex-start" }}
          onClick={() => setEditing({ id: null, draft: blank })}
        >
          {t("site.admin.newAnnouncement")}
        </Button>
        {list.isPending && <Loader role="status" aria-label={t("common.loading")} />}
        {list.error && <Alert color="red">{errorText(t, list.error)}</Alert>}
        {remove.error && <Alert color="red">{errorText(t, remove.error)}</Alert>}
        {list.data?.length === 0 && <Text>{t("site.admin.noAnnouncements")}</Text>}
        {list.data?.map((a) => (
          <Card key={a.id} withBorder padding="md" data-testid="admin-announcement">
            <Stack gap={6}>
              <Group gap="xs">
                <Badge variant="light">{t(`site.admin.kinds.${a.kind}`)}</Badge>
                {current?.some((c) => c.id === a.id) && <Badge color="teal">{t("site.admin.active")}</Badge>}
                {!hasContent(a) && <Badge color="gray">{t("site.admin.hiddenEmpty")}</Badge>}
              </Group>
              <Text fw={600}>{announcementText(a, lang, t).title || "—"}</Text>
              <Text size="sm" c="gray.8">
                {day(a.startsOn)} – {day(a.endsOn)}
              </Text>
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => setEditing({ id: a.id, draft: draftOf(a, blank) })}
                >
                  {t("site.admin.edit")}
                </Button>
                <ConfirmButton
                  size="xs"
                  color="red"
                  variant="subtle"
                  question={t("site.admin.confirmDelete")}
                  onConfirm={() =>
                    remove.mutateAsync(a.id).then(
                      () => undefined,
                      () => undefined,
                    )
                  }
                >
                  {t("site.admin.delete")}
                </ConfirmButton>
              </Group>
            </Stack>
          </Card>
        ))}
      </Stack>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.id ? t("site.admin.edit") : t("site.admin.newAnnouncement")}
        size="lg"
        closeButtonProps={{ "aria-label": t("common.close") }}
      >
        {editing && (
          <AnnouncementForm
            key={editing.id ?? "new"}
            initial={editing.draft}
            busy={save.isPending}
            error={save.error ? errorText(t, save.error) : null}
            onSave={(draft) =>
              save.mutate({ id: editing.id, input: inputOf(draft) }, { onSuccess: () => setEditing(null) })
            }
          />
        )}
      </Modal>
    </PageShell>
  );
}
