import { Anchor, Container, Stack, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Container size="xs" py="xl">
      <Stack>
        <Title order={1}>{t("common.notFoundTitle")}</Title>
        <Anchor component={Link} to="/">
          {t("common.notFoundBack")}
        </Anchor>
      </Stack>
    </Container>
  );
}
