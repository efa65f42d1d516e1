import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import type { Messages } from "../../shared/locales/gr";
import { siteRead, useFirstRead } from "../lib/firstReads";
import { useLang } from "../lib/lang";

export type MetaPage = keyof Messages["site"]["meta"];

const OG_LOCALE = { gr: "el_GR", en: "en_GB" } as const;

function setMeta(attr: "name" | "property", key: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement("meta");
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.content = content;
}

/**
 * The page's title, description and Open Graph tags in the visitor's language, with the studio's
 * name. The language is also kept in a cookie, so the server writes the same title into the HTML of
 * the next visit.
 */
export function PageMeta({ page }: { page: MetaPage }) {
  const { t } = useTranslation();
  const lang = useLang();
  // The studio's own name (decision 048); the product's until its answer is in.
  const studio = useFirstRead(siteRead)?.name ?? t("common.appName");
  useEffect(() => {
    const title = t(`site.meta.${page}.title`, { studio });
    const description = t(`site.meta.${page}.description`, { studio });
    document.title = title;
    setMeta("name", "description", description);
    setMeta("property", "og:title", title);
    setMeta("property", "og:description", description);
    setMeta("property", "og:locale", OG_LOCALE[lang]);
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser yet
    document.cookie = `app_language=${lang}; path=/; max-age=31536000; samesite=lax`;
  }, [page, lang, t, studio]);
  return null;
}
