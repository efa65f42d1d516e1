import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

/**
 * The state of one robot check: the solved payload, and `spend()` to call after every send the
 * server saw (accepted or refused), because the server takes a solution once. Spending empties the
 * payload and draws a fresh widget that solves again; the form around it keeps what was typed.
 */
export function useRobotCheck() {
  const [payload, setPayload] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const spend = useCallback(() => {
    setPayload(null);
    setRound((r) => r + 1);
  }, []);
  return { payload, round, setPayload, spend };
}
export type RobotCheckState = ReturnType<typeof useRobotCheck>;

/** The self-hosted ALTCHA widget; reports its payload when solved and null when it changes. */
export function RobotCheck({
  check,
  onChange,
}: {
  check: RobotCheckState;
  onChange?: (payload: string | null) => void;
}) {
  // A new key after each spend mounts a new widget, unsolved.
  return <Widget key={check.round} setPayload={check.setPayload} onChange={onChange} />;
}

function Widget(props: {
  setPayload: (p: string | null) => void;
  onChange?: (payload: string | null) => void;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  const propsRef = useRef(props);
  propsRef.current = props;

  useEffect(() => {
    // Registers the <altcha-widget> custom element; the element upgrades itself when it loads.
    void import("altcha");
  }, []);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const handler = (e: Event) => {
      const detail = (e as CustomEvent<{ state: string; payload?: string }>).detail;
      const payload = detail.state === "verified" && detail.payload ? detail.payload : null;
      propsRef.current.setPayload(payload);
      propsRef.current.onChange?.(payload);
    };
    el.addEventListener("statechange", handler);
    return () => el.removeEventListener("statechange", handler);
  }, []);

  const strings = JSON.stringify({
    label: t("auth.robotCheck"),
    verified: "✓",
    verifying: t("common.loading"),
    waitAlert: t("common.loading"),
    error: t("errors.INTERNAL"),
    expired: t("errors.CAPTCHA_REQUIRED"),
  });
  return (
    <altcha-widget
      ref={ref}
      challengeurl="/api/captcha/challenge"
      hidelogo
      hidefooter
      strings={strings}
      name="altcha"
    />
  );
}
