import { Button, Container, Group, Stack, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LanguageSwitch } from "./LanguageSwitch";
import { StudioMark } from "./StudioMark";

/** A plain page: back button, the studio's logo or name, title, language switch, content. */
export function PageShell(props: {
  title: string;
  backTo?: string;
  actions?: ReactNode;
  children: ReactNode;
  size?: string;
}) {
  const { t } = useTranslation();
  return (
    <Container size={props.size ?? "sm"} py="md">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Button
            component={Link}
            to={props.backTo ?? "/"}
            variant="subtle"
            leftSection={<IconArrowLeft size={18} />}
            px="xs"
          >
            {t("common.back")}
          </Button>
          <StudioMark />
          <Group gap="xs" wrap="nowrap">
            {props.actions}
            <LanguageSwitch />
          </Group>
        </Group>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {props.title}
        </Title>
        <main>{props.children}</main>
      </Stack>
    </Container>
  );
}
