import { useEffect } from "react";
import { brandVariables } from "../../shared/domain/brand-colour";
import { siteRead, useFirstRead } from "./firstReads";

/**
 * Puts the studio's brand colour on the page (decision 048): the home page's CSS variables on the
 * document and the browser's theme colour. The server writes the same into the HTML of a built page,
 * so this changes nothing there on the first draw; it follows the owner's save, and draws the colour
 * in development (where the HTML carries none) once the first Mantine screen or modal is open.
 */
export function useStudioBrand(): void {
  const color = useFirstRead(siteRead)?.color;
  useEffect(() => {
    if (!color) return;
    const root = document.documentElement.style;
    for (const [name, value] of Object.entries(brandVariables(color))) root.setProperty(name, value);
    document.head.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.setAttribute("content", color);
  }, [color]);
}
