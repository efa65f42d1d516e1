/**
 * The studio's social links (decision 048): which network a link is on, so that a page draws its
 * icon and names it in the reader's language (`site.social.<network>`). Anything else is "web".
 */
export const SOCIAL_NETWORKS = ["instagram", "facebook", "tiktok", "youtube", "x", "web"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

const HOSTS: [RegExp, SocialNetwork][] = [
  [/(^|\.)instagram\.com$/, "instagram"],
  [/(^|\.)(facebook\.com|fb\.com)$/, "facebook"],
  [/(^|\.)tiktok\.com$/, "tiktok"],
  [/(^|\.)(youtube\.com|youtu\.be)$/, "youtube"],
  [/(^|\.)(x\.com|twitter\.com)$/, "x"],
];

export function socialNetworkOf(url: string): SocialNetwork {
  let host = "";
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return "web";
  }
  return HOSTS.find(([re]) => re.test(host))?.[1] ?? "web";
}

/** An absolute https address with a host: the only links the studio's pages carry. */
export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.length > 0 && !url.username && !url.password;
  } catch {
    return false;
  }
}
