import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { type ComponentType, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatEuro } from "../../../shared/domain/packages";
import type { PublicPackage } from "../../../shared/schemas/packages";
import { FeedbackAlert } from "../../components/FeedbackAlert";
import { WhoSwitch } from "../../components/WhoSwitch";
import { errorMessage } from "../../lib/errorText";
import { useLang } from "../../lib/lang";
import type { Message } from "../../lib/message";
import { msg } from "../../lib/message";
import { queryRoots } from "../../lib/queryKeys";
import { useMe } from "../../lib/useMe";
import { PackageList } from "./PackageList";
import { useRequestPackage } from "./queries";

type Notice = { ok: boolean; text: Message; login?: boolean };

/**
 * The packages screen as a modal (opened from the home page). Visitors may look; choosing asks
 * them to log in first. Members confirm and send a request, which the desk approves on payment.
 */
export default function PackagesModal(props: {
  opened: boolean;
  onClose: () => void;
  /** The log-in modal a visitor is shown on choosing (the page that opens this one supplies it). */
  loginModal?: ComponentType<{ opened: boolean; onClose: () => void }>;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const fullScreen = useMediaQuery("(max-width: 36em)");
  const user = useMe().data?.user ?? null;
  const request = useRequestPackage();
  const qc = useQueryClient();
  const [chosen, setChosen] = useState<PublicPackage | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [authOpen, setAuthOpen] = useState(false);
  // The package a visitor chose before logging in: its confirmation opens once they have.
  const [wanted, setWanted] = useState<PublicPackage | null>(null);
  const LoginModal = props.loginModal;
  useEffect(() => {
    if (user && wanted) {
      setChosen(wanted);
      setWanted(null);
    }
  }, [user, wanted]);

  // The log-in prompt goes away once the visitor has logged in.
  const shown = notice?.login && user ? null : notice;

  const choose = (pkg: PublicPackage) => {
    if (!user) {
      setNotice({ ok: false, text: msg("packages.loginToChoose"), login: true });
      // Shown above the log-in modal too: the alert at the top may be scrolled out of view.
      notifications.show({ id: "login-to-choose", message: t("packages.loginToChoose"), color: "yellow" });
      setWanted(pkg);
      setAuthOpen(true);
      return;
    }
    setNotice(null);
    setChosen(pkg);
  };

  const send = (pkg: PublicPackage) =>
    request.mutate(pkg.id, {
      // One message, true to what happened: the request is registered and waits for approval.
      onSuccess: () => setNotice({ ok: true, text: msg("packages.requestSubmitted") }),
      onError: (err) => setNotice({ ok: false, text: errorMessage(err, "packages.requestError") }),
      onSettled: () => setChosen(null),
    });

  return (
    <>
      <Modal
        opened={props.opened}
        onClose={props.onClose}
        title={t("packages.title")}
        size="xl"
        fullScreen={fullScreen}
        closeButtonProps={{ "aria-label": t("common.close") }}
        styles={{ title: { fontSize: "var(--mantine-font-size-xl)", fontWeight: 700 } }}
      >
        <Stack gap="md">
          <WhoSwitch />
          <FeedbackAlert feedback={shown} />
          <Text size="sm" c="gray.7">
            {t("packages.payInPerson")}
          </Text>
          {chosen ? (
            <Stack gap="sm" aria-live="polite">
              <Text fw={600}>{t("packages.confirmTitle")}</Text>
              <Text>
                {t("packages.confirmText", { name: chosen.name, price: formatEuro(chosen.priceCents, lang) })}
              </Text>
              <Group>
                <Button loading={request.isPending} onClick={() => send(chosen)}>
                  {t("packages.send")}
                </Button>
                <Button variant="default" onClick={() => setChosen(null)} disabled={request.isPending}>
                  {t("common.cancel")}
                </Button>
              </Group>
            </Stack>
          ) : (
            <PackageList onChoose={choose} />
          )}
        </Stack>
      </Modal>
      {authOpen && LoginModal && (
        <Suspense fallback={null}>
          <LoginModal
            opened={authOpen}
            onClose={() => {
              setAuthOpen(false);
              notifications.hide("login-to-choose");
              // Closed without logging in: the choice is dropped, not kept for a later sign-in.
              if (!qc.getQueryData<{ user: unknown }>(queryRoots.me)?.user) setWanted(null);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
