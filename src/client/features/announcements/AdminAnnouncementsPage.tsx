import { Alert, Badge, Button, Card, Group, Loader, Modal, Stack, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { hasContent } from "../../../shared/domain/announcements";
import { isLang } from "../../../shared/i18n";
import type { Announcement, AnnouncementList } from "../../../shared/schemas/announcements";
import { ConfirmButton } from "../../components/ConfirmButton";
import { PageShell } from "../../components/PageShell";
import { api, readJson } from "../../lib/api";
import { errorText } from "../../lib/errorText";
import { dateLocale } from "../../lib/lang";
import { useSite } from "../../lib/useSite";
import { AnnouncementForm } from "./AnnouncementForm";
import { announcementText } from "./announcementText";
import { type Draft, draftOf, inputOf, newDraft } from "./draft";
import { useCurrentAnnouncements } from "./useCurrentAnnouncements";

const LIST_KEY = ["admin", "announcements"];
const localToday = () => new Date().toLocaleDateString("sv-SE");

/** Admin: the date-limited popups (DESIGN decision 5), with both languages and a preview. */
export default function AdminAnnouncementsPage() {
  const { t, i18n } = useTranslation();
  const lang = isLang(i18n.language) ? i18n.language : "gr";
  const qc = useQueryClient();
  const { data: site } = useSite();
  const { data: current } = useCurrentAnnouncements();
  const [editing, setEditing] = useState<{ id: string | null; draft: Draft } | null>(null);
  const list = useQuery({
    queryKey: LIST_KEY,
    queryFn: async () =>
      (await readJson<AnnouncementList>(await api.admin.announcements.$get())).announcements,
  });
  const refresh = () =>
    qc
      .invalidateQueries({ queryKey: ["announcements"] })
      .then(() => qc.invalidateQueries({ queryKey: LIST_KEY }));
  const save = useMutation({
    mutationFn: async (v: { id: string | null; draft: Draft }) => {
      const json = inputOf(v.draft);
      return v.id
        ? readJson<Announcement>(await api.admin.announcements[":id"].$put({ param: { id: v.id }, json }))
        : readJson<Announcement>(await api.admin.announcements.$post({ json }));
    },
    onSuccess: async () => {
      setEditing(null);
      await refresh();
    },
  });
  const remove = async (id: string) => {
    await readJson<void>(await api.admin.announcements[":id"].$delete({ param: { id } }));
    await refresh();
  };
  const blank = newDraft(localToday(), site?.name ?? t("common.appName"));
  const day = (d: string) =>
    new Date(`${d}T12:00:00Z`).toLocaleDateString(dateLocale(lang), { timeZone: "UTC" });

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
        {list.isPending && <Loader aria-label={t("common.loading")} />}
        {list.error && <Alert color="red">{errorText(t, list.error)}</Alert>}
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
                  onConfirm={() => remove(a.id)}
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
            onSave={(draft) => save.mutate({ id: editing.id, draft })}
          />
        )}
      </Modal>
    </PageShell>
  );
}
