import { layoutTests } from "./support/layout";

/** The first third of the staff's routes at 360 px in both languages (support/layout.ts). */
layoutTests("staff", 1, 3);
