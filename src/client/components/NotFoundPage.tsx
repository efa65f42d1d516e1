import { useTranslation } from "react-i18next";
import { openInPlace, useGo } from "../lib/screenNav";

/**
 * Any address the router does not know. Plain markup in Mantine's sizes (Container xs, 32 px above,
 * the h1 at 34 px), drawn without Mantine as the server's first paint is (decision 054).
 */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const go = useGo();
  return (
    <div style={{ maxWidth: 540, margin: "0 auto", padding: "32px 16px" }}>
      <div style={{ display: "flex", flexDirection: "column", gap: 16 }}>
        <h1 style={{ margin: 0, fontSize: 34, lineHeight: 1.3, fontWeight: 700 }}>
          {t("common.notFoundTitle")}
        </h1>
        <a
          href="/"
          style={{ color: "var(--brand, #0b5e55)", textDecoration: "none", alignSelf: "flex-start" }}
          onClick={(e) => openInPlace(e, go, "/")}
        >
          {t("common.notFoundBack")}
        </a>
      </div>
    </div>
  );
}
