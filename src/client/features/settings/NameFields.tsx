import { TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { SCHEDULE_NAME_MAX } from "../../../shared/schemas/schedules";

type Names = { nameGr: string; nameEn: string };

/** A row's two names, Greek and English, as the owner's schedule and kind-of-credit forms ask them. */
export function NameFields<T extends Names>({ v, set }: { v: T; set: (v: T) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={t("schedules.nameGr")}
        value={v.nameGr}
        maxLength={SCHEDULE_NAME_MAX}
        required
        onChange={(e) => set({ ...v, nameGr: e.currentTarget.value })}
      />
      <TextInput
        label={t("schedules.nameEn")}
        value={v.nameEn}
        maxLength={SCHEDULE_NAME_MAX}
        required
        onChange={(e) => set({ ...v, nameEn: e.currentTarget.value })}
      />
    </>
  );
}
