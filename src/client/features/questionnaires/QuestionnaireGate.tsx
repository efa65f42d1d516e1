import { Alert, Button, Group, Loader, Stack } from "@mantine/core";
import { type ComponentType, type ReactNode, Suspense, startTransition, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { PageShell } from "../../components/PageShell";
import { WhoSwitch } from "../../components/WhoSwitch";
import { whenIdle } from "../../lib/idle";
import { useMe } from "../../lib/useMe";

export type LoginModal = ComponentType<{ opened: boolean; onClose: () => void }>;

/**
 * A questionnaire page's frame: signed out, 'you must log in' and the log-in modal (supplied by
 * the router); while the saved answers load, a loader; when they fail, the spec's load-failure text.
 */
export function QuestionnaireGate(props: {
  title: string;
  loginModal?: LoginModal;
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  /** Loads the form's chunk as soon as a member is known to be signed in, beside the answers' read. */
  preload?: () => unknown;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const me = useMe();
  const signedOut = me.data && !me.data.user;
  const [loginOpen, setLoginOpen] = useState(false);
  // Opens by itself once the screen is drawn and the browser idle: its chunk and its focus trap's
  // layout run in their own tasks, not in the screen's first commit; in a transition, so React
  // draws it in slices that yield to the browser instead of one long task (decision 041).
  useEffect(() => {
    if (signedOut) return whenIdle(() => startTransition(() => setLoginOpen(true)));
  }, [signedOut]);
  const signedIn = Boolean(me.data?.user);
  const { preload } = props;
  useEffect(() => {
    if (signedIn) void preload?.();
  }, [signedIn, preload]);
  const Login = props.loginModal;

  let body: ReactNode;
  if (me.isPending) body = <Loader role="status" aria-label={t("common.loading")} />;
  else if (signedOut)
    body = (
      <Stack align="flex-start">
        <Alert color="yellow" role="alert">
          {t("questionnaires.loginRequired")}
        </Alert>
        <Button onClick={() => setLoginOpen(true)}>{t("auth.logIn")}</Button>
      </Stack>
    );
  else if (props.query.isPending) body = <Loader role="status" aria-label={t("common.loading")} />;
  else if (props.query.isError)
    body = (
      <Group>
        <Alert color="red" role="alert">
          {t("questionnaires.loadError")}
        </Alert>
        <Button variant="light" onClick={() => void props.query.refetch()}>
          {t("common.retry")}
        </Button>
      </Group>
    );
  else body = props.children;

  return (
    <PageShell title={props.title}>
      {body}
      {loginOpen && Login && (
        <Suspense fallback={null}>
          <Login opened={loginOpen} onClose={() => setLoginOpen(false)} />
        </Suspense>
      )}
    </PageShell>
  );
}

/**
 * A questionnaire page: the gate, then its form with the saved answers. The form is a chunk of its
 * own (zod, the schema and the inputs out of the page's first load; decision 041), loaded as soon as
 * a member is known to be signed in.
 */
export function QuestionnairePage<T>(props: {
  title: string;
  loginModal?: LoginModal;
  query: { data: T | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };
  Form: ComponentType<{ saved: T }>;
  preload: () => unknown;
}) {
  const { t } = useTranslation();
  const { query, Form } = props;
  return (
    <QuestionnaireGate
      title={props.title}
      loginModal={props.loginModal}
      query={query}
      preload={props.preload}
    >
      <WhoSwitch />
      {query.data !== undefined && (
        <Suspense fallback={<Loader role="status" aria-label={t("common.loading")} />}>
          <Form saved={query.data} />
        </Suspense>
      )}
    </QuestionnaireGate>
  );
}
