import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandTiktok,
  IconBrandX,
  IconBrandYoutube,
  IconWorld,
} from "@tabler/icons-react";
import type { SocialNetwork } from "../../shared/domain/social-links";

const ICONS = {
  instagram: IconBrandInstagram,
  facebook: IconBrandFacebook,
  tiktok: IconBrandTiktok,
  youtube: IconBrandYoutube,
  x: IconBrandX,
  web: IconWorld,
} satisfies Record<SocialNetwork, unknown>;

/** The icon of a social link's network (`socialNetworkOf`), on the home and about pages. */
export function SocialIcon({ network, size }: { network: SocialNetwork; size: number }) {
  const Icon = ICONS[network];
  return <Icon size={size} aria-hidden />;
}
