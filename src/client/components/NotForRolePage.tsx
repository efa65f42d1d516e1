import { Anchor, Container, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { StaffRole } from "../../shared/domain/roles";

/** A staff screen opened by a role it is not for (a direct address): said plainly, with the way back. */
export default function NotForRolePage({ role }: { role: StaffRole }) {
  const { t } = useTranslation();
  return (
    <Container size="xs" py="xl">
      <Stack>
        <Title order={1}>{t("admin.notForRole")}</Title>
        <Text>{t("admin.notForRoleText", { role: t(`members.roles.${role}`) })}</Text>
        <Anchor component={Link} to="/admin">
          {t("admin.notForRoleBack")}
        </Anchor>
      </Stack>
    </Container>
  );
}
