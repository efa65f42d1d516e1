import { ActionIcon, Button, Card, FileButton, Group, Stack, Text, TextInput } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconReplace, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import {
  PHOTO_ALT_MAX,
  PHOTO_TYPES,
  type Photo,
  type PhotoAlt,
  photoAltSchema,
} from "../../../shared/schemas/gallery";
import { ConfirmButton } from "../../components/ConfirmButton";
import { useSchemaForm } from "../../lib/form";
import { altOf, PhotoPicture } from "./PhotoPicture";

export type RowActions = {
  move: (step: -1 | 1) => void;
  replace: (file: File) => void;
  saveAlt: (alt: PhotoAlt) => void;
  remove: () => Promise<void>;
};

/** One photo on the admin screen: its place, its image and its descriptions in both languages. */
export function AdminPhotoRow(props: {
  photo: Photo;
  index: number;
  count: number;
  busy: boolean;
  actions: RowActions;
}) {
  const { t, i18n } = useTranslation();
  const { photo, index, count, busy, actions } = props;
  const form = useSchemaForm(photoAltSchema, { initialValues: { altGr: photo.altGr, altEn: photo.altEn } });
  const alt = form.values;
  const changed = alt.altGr !== photo.altGr || alt.altEn !== photo.altEn;
  return (
    <Card withBorder padding="sm" data-testid="admin-photo">
      <Group align="flex-start" wrap="wrap" gap="md">
        <div style={{ width: 160, flexShrink: 0, borderRadius: 8, overflow: "hidden" }}>
          <PhotoPicture
            photo={photo}
            alt={altOf(photo, i18n.language)}
            sizes="160px"
            lazy
            style={{ display: "block", width: "100%", height: "auto" }}
          />
        </div>
        <Stack gap="xs" style={{ flex: "1 1 240px" }}>
          <Text size="sm" fw={600}>
            {index + 1} / {count}
          </Text>
          <TextInput
            label={t("site.admin.altGr")}
            maxLength={PHOTO_ALT_MAX}
            {...form.getInputProps("altGr")}
          />
          <TextInput
            label={t("site.admin.altEn")}
            maxLength={PHOTO_ALT_MAX}
            {...form.getInputProps("altEn")}
          />
          <Group gap="xs">
            {changed && (
              <Button
                size="xs"
                disabled={busy}
                onClick={() => !form.validate().hasErrors && actions.saveAlt(form.values)}
              >
                {t("common.save")}
              </Button>
            )}
            <ActionIcon
              variant="light"
              size="lg"
              aria-label={t("site.admin.moveUp")}
              disabled={busy || index === 0}
              onClick={() => actions.move(-1)}
            >
              <IconArrowUp size={18} />
            </ActionIcon>
            <ActionIcon
              variant="light"
              size="lg"
              aria-label={t("site.admin.moveDown")}
              disabled={busy || index === count - 1}
              onClick={() => actions.move(1)}
            >
              <IconArrowDown size={18} />
            </ActionIcon>
            <FileButton accept={PHOTO_TYPES.join(",")} onChange={(file) => file && actions.replace(file)}>
              {(p) => (
                <Button
                  {...p}
                  size="xs"
                  variant="light"
                  disabled={busy}
                  leftSection={<IconReplace size={16} />}
                >
                  {t("site.admin.replace")}
                </Button>
              )}
            </FileButton>
            <ConfirmButton
              size="xs"
              color="red"
              variant="subtle"
              disabled={busy}
              leftSection={<IconTrash size={16} />}
              question={t("site.admin.confirmRemove")}
              onConfirm={actions.remove}
            >
              {t("site.admin.remove")}
            </ConfirmButton>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
