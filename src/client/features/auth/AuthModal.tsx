import { Button, Group, Modal, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useRefreshMe } from "../../lib/useMe";
import { LoginForm } from "./LoginForm";
import { SignUpForm } from "./SignUpForm";

/** Log in or create an account; a toggle switches between the two views (spec section 2). */
export default function AuthModal(props: {
  opened: boolean;
  onClose: () => void;
  initialView?: "login" | "signup";
}) {
  const { t } = useTranslation();
  const [view, setView] = useState(props.initialView ?? "login");
  const refreshMe = useRefreshMe();
  const isLogin = view === "login";
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={isLogin ? t("auth.logIn") : t("auth.createAccount")}
      closeButtonProps={{ "aria-label": t("common.close") }}
      centered
    >
      {isLogin ? (
        <LoginForm
          onDone={async () => {
            // Closes once the page knows who signed in, so what they asked for can follow.
            await refreshMe();
            props.onClose();
          }}
        />
      ) : (
        <SignUpForm />
      )}
      <Group justify="center" gap={6} mt="md">
        <Text size="sm">{isLogin ? t("auth.noAccount") : t("auth.haveAccount")}</Text>
        <Button variant="light" size="compact-sm" onClick={() => setView(isLogin ? "signup" : "login")}>
          {isLogin ? t("auth.createAccount") : t("auth.logIn")}
        </Button>
      </Group>
    </Modal>
  );
}
