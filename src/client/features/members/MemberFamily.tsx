import { Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { api, call } from "../../lib/api";
import { memberKeys } from "./queries";

/** The desk's view of a member's family link: their guardian, or their dependants with their ages. */
export function MemberFamily({ memberId }: { memberId: string }) {
  const { t } = useTranslation();
  const family = useQuery({
    queryKey: [...memberKeys.details(memberId), "family"],
    queryFn: () => call(api.admin.members[":id"].family.$get({ param: { id: memberId } })),
  });
  const f = family.data;
  if (!f || (!f.guardian && f.dependants.length === 0)) return null;
  return (
    <section>
      <Title order={3} fz="md" mb={4}>
        {t("family.deskTitle")}
      </Title>
      <Stack gap={2}>
        {f.guardian && (
          <Text size="sm">
            {t("family.deskGuardian", { name: f.guardian.name, email: f.guardian.email })}
          </Text>
        )}
        {f.dependants.map((d) => (
          <Text key={d.id} size="sm">
            {d.age === null ? d.name : t("family.deskDependant", { name: d.name, age: d.age })}
          </Text>
        ))}
      </Stack>
    </section>
  );
}
