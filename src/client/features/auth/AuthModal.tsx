import { Button, Group, Modal, Text } from "@mantine/core";
import { lazy, startTransition, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRefreshMe } from "../../lib/useMe";
import { LoginForm } from "./LoginForm";

// Its own chunk (the sign-up schema, zod and the robot check), loaded when the visitor asks for it
// or points at the switch: the log-in view opens by itself on the questionnaires (decision 041).
const loadSignUpForm = () => import("./SignUpForm");
const SignUpForm = lazy(() => loadSignUpForm().then((m) => ({ default: m.SignUpForm })));

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
        <Button
          variant="light"
          size="compact-sm"
          onPointerEnter={() => void loadSignUpForm()}
          onFocus={() => void loadSignUpForm()}
          // In a transition: the log-in view stays until the sign-up form's chunk is there.
          onClick={() => startTransition(() => setView(isLogin ? "signup" : "login"))}
        >
          {isLogin ? t("auth.createAccount") : t("auth.logIn")}
        </Button>
      </Group>
    </Modal>
  );
}
