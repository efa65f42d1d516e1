import { NativeSelect } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useActingFor, useFamily } from "../lib/actingFor";

/**
 * "Who for?": oneself or one of one's dependants (family accounts), on the screens that book, ask
 * for a package or answer a questionnaire. Drawn only for an adult who holds dependants.
 */
export function WhoSwitch() {
  const { t } = useTranslation();
  const family = useFamily();
  const [who, setWho] = useActingFor();
  const dependants = family.data?.dependants ?? [];
  if (dependants.length === 0) return null;
  return (
    <NativeSelect
      label={t("family.whoFor")}
      value={who ?? ""}
      onChange={(e) => setWho(e.currentTarget.value || null)}
      data={[
        { value: "", label: t("family.myself") },
        ...dependants.map((d) => ({ value: d.id, label: d.name })),
      ]}
      maw={360}
    />
  );
}
