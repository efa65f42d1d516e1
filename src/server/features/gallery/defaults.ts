import { PHOTO_WIDTHS } from "../../../shared/schemas/gallery";

/**
 * The seven photos a new installation starts with: illustrations made for Kinisi (scripts/gallery-art/*.ts),
 * rendered to `public/gallery/<key>-<width>.<avif|webp|jpg>` by `scripts/gallery-art/render.ts`.
 */
export const DEFAULT_PHOTO_SIZE = { width: 1600, height: 1200 } as const;
export const DEFAULT_PHOTO_WIDTHS: number[] = [...PHOTO_WIDTHS];
export const DEFAULT_PHOTO_VERSION = "art1";

export const DEFAULT_PHOTOS = [
  {
    key: "gym-floor",
    altGr: "Ο χώρος του γυμναστηρίου με βάσεις αλτήρων, πάγκο και μεγάλα παράθυρα",
    altEn: "The gym floor with dumbbell racks, a bench and tall windows",
  },
  {
    key: "reformer",
    altGr: "Κρεβάτι γυμναστικής με ελατήρια σε φωτεινό στούντιο με φυτά",
    altEn: "A spring-loaded exercise bed in a bright studio with plants",
  },
  {
    key: "kettlebells",
    altGr: "Σειρά από kettlebells, μπάλα ισορροπίας και σχοινί στο πάτωμα προπόνησης",
    altEn: "A row of kettlebells, a medicine ball and a rope on the training floor",
  },
  {
    key: "group-class",
    altGr: "Ομαδική προπόνηση: τέσσερις αθλητές κάνουν squat μπροστά σε καθρέφτη",
    altEn: "Group training: four athletes squat in front of a mirror",
  },
  {
    key: "personal-training",
    altGr: "Personal training: ο προπονητής καθοδηγεί αθλήτρια σε προβολή",
    altEn: "Personal training: a coach guides an athlete through a lunge",
  },
  {
    key: "nutrition",
    altGr: "Υγιεινό γεύμα από ψηλά: σαλάτα, αβοκάντο, λεμόνι και νερό",
    altEn: "A healthy meal from above: salad, avocado, lemon and water",
  },
  {
    key: "cardio",
    altGr: "Η γωνιά καρδιο με κωπηλατική μηχανή και διάδρομο στο φως της ανατολής",
    altEn: "The cardio corner with a rowing machine and a treadmill at sunrise",
  },
] as const;
