import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LightAlert, LightButton, LightShell } from "../../components/LightShell";
import { type Message, messageText } from "../../lib/message";

/**
 * /unsubscribe?token=…: the link of every campaign mail; a button confirms (link scanners do not).
 * Plain markup, no Mantine: a page of text loads only what it shows (decision 054).
 */
export default function UnsubscribePage() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: Message } | null>(null);
  const onClick = async () => {
    const token = new URLSearchParams(window.location.search).get("token") ?? "";
    setBusy(true);
    setOutcome(null);
    const { unsubscribe } = await import("./unsubscribeCall");
    setOutcome(await unsubscribe(token));
    setBusy(false);
  };
  return (
    <LightShell title={t("massMail.unsubscribe.title")}>
      <div style={{ display: "flex", flexDirection: "column", gap: 10 }}>
        <p>{t("massMail.unsubscribe.text")}</p>
        {outcome && <LightAlert ok={outcome.ok}>{messageText(t, outcome.text)}</LightAlert>}
        {!outcome?.ok && (
          <LightButton busy={busy} onClick={() => void onClick()}>
            {t("massMail.unsubscribe.button")}
          </LightButton>
        )}
      </div>
    </LightShell>
  );
}
