import { Badge, Button, Group, Loader, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FeedbackAlert } from "../../components/FeedbackAlert";
import { PageShell } from "../../components/PageShell";
import { ScrollTable } from "../../components/ScrollTable";
import { shownAddress } from "../../lib/address";
import { errorMessage } from "../../lib/errorText";
import { useLang } from "../../lib/lang";
import { formatDay } from "./format";
import { useNutritionUsers } from "./queries";

/** /nutrition-users: members given a nutrition package, with an edit action to their plans. */
export default function NutritionUsersPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { data, isPending, isError, error, refetch } = useNutritionUsers();
  const k = "nutrition.users";
  return (
    <PageShell title={t(`${k}.title`)} backTo="/admin" size="lg">
      {isPending && <Loader role="status" aria-label={t("common.loading")} />}
      {isError && (
        <Group>
          <FeedbackAlert feedback={{ ok: false, text: errorMessage(error, `${k}.loadError`) }} />
          <Button size="xs" variant="light" onClick={() => void refetch()}>
            {t("common.retry")}
          </Button>
        </Group>
      )}
      {data && data.items.length === 0 && <Text>{t(`${k}.empty`)}</Text>}
      {data && data.items.length > 0 && (
        <ScrollTable minWidth={640} striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t(`${k}.name`)}</Table.Th>
              <Table.Th>{t(`${k}.email`)}</Table.Th>
              <Table.Th>{t(`${k}.plan`)}</Table.Th>
              <Table.Th>{t(`${k}.comment`)}</Table.Th>
              <Table.Th>{t(`${k}.expiry`)}</Table.Th>
              <Table.Th>{t(`${k}.actions`)}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.items.map((m) => (
              <Table.Tr key={m.id}>
                <Table.Td>{m.name}</Table.Td>
                <Table.Td>{shownAddress(m.email, t)}</Table.Td>
                <Table.Td>{m.nutritionName}</Table.Td>
                <Table.Td>{m.nutritionComment}</Table.Td>
                <Table.Td>
                  {m.nutritionExpiresOn && formatDay(m.nutritionExpiresOn, lang)}{" "}
                  {!m.active && (
                    <Badge color="gray" size="sm">
                      {t(`${k}.expired`)}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  <Button
                    component={Link}
                    to={`/admin-nutrition?member=${encodeURIComponent(m.id)}`}
                    size="xs"
                    variant="light"
                    aria-label={t(`${k}.editNamed`, { name: m.name })}
                  >
                    {t(`${k}.edit`)}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ScrollTable>
      )}
    </PageShell>
  );
}
