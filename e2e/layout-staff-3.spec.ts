import { layoutTests } from "./support/layout";

/** The third third of the staff's routes at 360 px in both languages (support/layout.ts). */
layoutTests("staff", 3, 3);
