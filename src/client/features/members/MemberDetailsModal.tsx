import { Alert, Anchor, Group, List, Loader, Modal, Stack, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { formatStudioDay } from "../../../shared/domain/packages";
import type { Lang } from "../../../shared/i18n";
import type { MemberRow } from "../../../shared/schemas/members";
import { AccountHoldings } from "../../components/AccountHoldings";
import { LedgerTable } from "../../components/LedgerTable";
import { shownAddress } from "../../lib/address";
import { studioDayOf } from "../../lib/dates";
import { useScheduleName } from "../../lib/schedules";
import { useStudioZone } from "../../lib/studioRules";
import { useCan } from "../../lib/useMe";
import { MemberAccountState } from "./MemberAccountState";
import { MemberBirthDate } from "./MemberBirthDate";
import { MemberFamily } from "./MemberFamily";
import { MemberReminders } from "./MemberReminders";
import { MemberRoleControl } from "./MemberRoleControl";
import { useMemberDetails } from "./queries";

/** The details modal: account, role (the owner changes it), requests, ledger history and bookings. */
export function MemberDetailsModal(props: { row: MemberRow | null; onClose: () => void; lang: Lang }) {
  const { t } = useTranslation();
  const fullScreen = useMediaQuery("(max-width: 36em)");
  const mayErase = useCan("erase");
  const mayMail = useCan("mail");
  const { data, isPending, isError } = useMemberDetails(props.row?.id ?? null);
  const scheduleName = useScheduleName();
  const close = () => props.onClose();
  const day = (d: string) => formatStudioDay(d, props.lang, "short");
  const zone = useStudioZone();
  // A timestamp shown as the studio's date of it (a sign-up at 01:57 in Athens is that day there).
  const dayOf = (iso: string) => day(studioDayOf(iso, zone));

  return (
    <Modal
      opened={props.row !== null}
      onClose={close}
      title={props.row ? t("members.detailsOf", { name: props.row.name }) : ""}
      size="lg"
      fullScreen={fullScreen}
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      {isPending && <Loader role="status" aria-label={t("common.loading")} />}
      {isError && <Alert color="red">{t("members.loadError")}</Alert>}
      {data && (
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <div>
              <Text fw={600}>{shownAddress(data.member.email, t)}</Text>
              {data.member.phone && (
                <Anchor
                  href={`tel:${data.member.phone.replace(/[^\d+]/g, "")}`}
                  size="sm"
                  data-testid="member-phone"
                >
                  {t("members.phone", { phone: data.member.phone })}
                </Anchor>
              )}
              <Text size="sm" c="gray.7">
                {t("members.memberSince", { date: dayOf(data.member.createdAt) })}
              </Text>
            </div>
            <MemberRoleControl member={data.member} />
          </Group>
          <MemberBirthDate memberId={data.member.id} age={data.member.age} />
          <MemberFamily memberId={data.member.id} />
          {mayErase && data.member.role === "user" && <MemberAccountState memberId={data.member.id} />}
          <AccountHoldings account={data.account} />
          <section>
            <Title order={3} fz="md" mb={4}>
              {t("members.requests")}
            </Title>
            {data.requests.length === 0 ? (
              <Text c="gray.7">{t("members.noRequests")}</Text>
            ) : (
              <List size="sm" spacing={2}>
                {data.requests.map((r) => (
                  <List.Item key={r.id}>
                    {r.packageName} · {t(`members.requestStatus.${r.status}`)} · {dayOf(r.createdAt)}
                  </List.Item>
                ))}
              </List>
            )}
          </section>
          <section>
            <Title order={3} fz="md" mb={4}>
              {t("members.ledger")}
            </Title>
            <LedgerTable entries={data.ledger} />
          </section>
          {mayMail && data.member.role === "user" && (
            <MemberReminders memberId={data.member.id} lang={props.lang} />
          )}
          <section>
            <Title order={3} fz="md" mb={4}>
              {t("members.bookings")}
            </Title>
            {!data.bookings?.length ? (
              <Text c="gray.7">{t("members.noBookings")}</Text>
            ) : (
              <List size="sm" spacing={2}>
                {data.bookings.map((b) => (
                  <List.Item key={`${b.date} ${b.time} ${b.schedule}`}>
                    {day(b.date)} · {b.time} · {scheduleName(b.schedule)}
                    {b.place !== null && ` · ${t("places.place", { place: b.place })}`}
                  </List.Item>
                ))}
              </List>
            )}
          </section>
        </Stack>
      )}
    </Modal>
  );
}
