import { Alert, Button, FileButton, Group, Loader, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconUpload } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  PHOTO_MAX_BYTES,
  PHOTO_MAX_MB,
  PHOTO_TYPE_NAMES,
  PHOTO_TYPES,
} from "../../../shared/schemas/gallery";
import { PageShell } from "../../components/PageShell";
import { errorText } from "../../lib/errorText";
import { AdminPhotoRow } from "./AdminPhotoRow";
import { photoKeys, photosAdminApi, usePhotos } from "./queries";

/** Admin: replace, add, remove and reorder the gallery's photos. */
export default function AdminPhotosPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const { data: photos, isPending } = usePhotos();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (label: string, fn: () => Promise<unknown>) => {
    setBusy(label);
    setError(null);
    try {
      await fn();
      notifications.show({
        message: t("site.admin.saved"),
        color: "teal",
        closeButtonProps: { "aria-label": t("common.close") },
      });
    } catch (err) {
      setError(errorText(t, err));
    } finally {
      setBusy(null);
      await qc.invalidateQueries({ queryKey: photoKeys.all });
    }
  };
  // Checked here to answer at once; the server checks the same and more.
  const tooLarge = (file: File) => {
    if (file.size <= PHOTO_MAX_BYTES) return false;
    setError(t("errors.PHOTO_TOO_LARGE", { maxMb: PHOTO_MAX_MB }));
    return true;
  };
  const upload = (label: string, file: File, fn: (f: File) => Promise<unknown>) => {
    if (!tooLarge(file)) void run(label, () => fn(file));
  };

  return (
    <PageShell title={t("site.admin.photos")} backTo="/admin" size="md">
      <Stack>
        <Text size="sm" c="gray.8">
          {t("site.admin.photosIntro", { types: PHOTO_TYPE_NAMES, maxMb: PHOTO_MAX_MB })}
        </Text>
        <Group>
          <FileButton
            accept={PHOTO_TYPES.join(",")}
            onChange={(file) =>
              file && upload("add", file, (f) => photosAdminApi.add(f, { altGr: "", altEn: "" }))
            }
          >
            {(p) => (
              <Button
                {...p}
                leftSection={<IconUpload size={18} />}
                loading={busy === "add"}
                disabled={Boolean(busy)}
              >
                {t("site.admin.addPhoto")}
              </Button>
            )}
          </FileButton>
          {busy && <Text size="sm">{t("site.admin.uploading")}</Text>}
        </Group>
        {error && (
          <Alert
            color="red"
            role="alert"
            withCloseButton
            closeButtonLabel={t("common.close")}
            onClose={() => setError(null)}
          >
            {error}
          </Alert>
        )}
        {isPending && <Loader role="status" aria-label={t("common.loading")} />}
        {photos?.map((photo, i) => (
          <AdminPhotoRow
            key={`${photo.id}:${photo.src}:${photo.altGr}:${photo.altEn}`}
            photo={photo}
            index={i}
            count={photos.length}
            busy={Boolean(busy)}
            actions={{
              move: (step) => {
                const ids = photos.map((p) => p.id);
                const j = i + step;
                [ids[i], ids[j]] = [ids[j]!, ids[i]!];
                void run("order", () => photosAdminApi.reorder(ids));
              },
              replace: (file) => upload(photo.id, file, (f) => photosAdminApi.replace(photo.id, f)),
              saveAlt: (alt) => void run(photo.id, () => photosAdminApi.saveAlt(photo.id, alt)),
              remove: () => run(photo.id, () => photosAdminApi.remove(photo.id)),
            }}
          />
        ))}
      </Stack>
    </PageShell>
  );
}
