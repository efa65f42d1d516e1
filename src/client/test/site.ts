import type { Site } from "../../shared/schemas/site";

/** `GET /api/site` as an install that never saved its identity answers it (decision 048). */
export const SITE: Site = {
  name: "Kinisi",
  phone: "+30 210 000 0000",
  email: "info@kinisi.local",
  address: "Αθήνα",
  addressEn: "Athens",
  mapUrl: "https://www.openstreetmap.org/search?query=Athens",
  socialLinks: ["https://www.instagram.com/"],
  color: "#0b5e55",
  logo: null,
  open: true,
  texts: {
    headline: { gr: null, en: null },
    intro: { gr: null, en: null },
    story: { gr: null, en: null },
  },
};
