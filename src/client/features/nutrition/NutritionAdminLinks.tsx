import { Button, Group } from "@mantine/core";
import { IconSalad, IconToolsKitchen2, IconUsersGroup } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** The dashboard's buttons to the nutrition screens. */
export function NutritionAdminLinks() {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      <Button
        component={Link}
        to="/admin-nutrition-create"
        variant="light"
        leftSection={<IconSalad size={18} />}
      >
        {t("nutrition.create.button")}
      </Button>
      <Button
        component={Link}
        to="/admin-nutrition"
        variant="light"
        leftSection={<IconToolsKitchen2 size={18} />}
      >
        {t("nutrition.editor.button")}
      </Button>
      <Button
        component={Link}
        to="/nutrition-users"
        variant="light"
        leftSection={<IconUsersGroup size={18} />}
      >
        {t("nutrition.users.button")}
      </Button>
    </Group>
  );
}
