import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";

/** The self-hosted ALTCHA widget; reports its payload when solved and null when it changes. */
export function RobotCheck({ onChange }: { onChange: (payload: string | null) => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    // Registers the <altcha-widget> custom element; the element upgrades itself when it loads.
    void import("altcha");
  }, []);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const handler = (e: Event) => {
      const detail = (e as CustomEvent<{ state: string; payload?: string }>).detail;
      onChangeRef.current(detail.state === "verified" && detail.payload ? detail.payload : null);
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
