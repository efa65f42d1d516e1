/**
 * The answers the server wrote into the page for its first draw, by their URL (`<script
 * type="application/json" id="first-reads">` in the HTML of a built page; none in development or in
 * a component test): the studio's identity is on screen at once, without a request (decision 048).
 */
let embedded: Record<string, unknown> | null = null;
export function embeddedAnswer(url: string): unknown {
  if (embedded === null) {
    embedded = {};
    const el = typeof document === "undefined" ? null : document.getElementById("first-reads");
    try {
      if (el?.textContent) embedded = JSON.parse(el.textContent) as Record<string, unknown>;
    } catch {
      // A page without it, or a broken one: read over the network as before.
    }
  }
  return embedded[url];
}
