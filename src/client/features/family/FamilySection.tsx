import { Button, Paper, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useFamily } from "../../lib/actingFor";
import { FamilyBookings } from "./FamilyBookings";

/** On the account page: the way to the family page, and the dependants' bookings beside one's own. */
export function FamilySection() {
  const { t } = useTranslation();
  const family = useFamily();
  const has = (family.data?.dependants.length ?? 0) > 0;
  if (!family.data) return null;
  const { guardian } = family.data;
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        {/* A dependant signed in on their own: who looks after the account (and books for them). */}
        {guardian && <Text>{t("family.guardianLine", { name: guardian.name, email: guardian.email })}</Text>}
        {has && <FamilyBookings />}
        {!guardian && (
          <Button component={Link} to="/family" variant="light" style={{ alignSelf: "flex-start" }}>
            {t("family.open")}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
