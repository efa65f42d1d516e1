import { layoutTests } from "./support/layout";

/** The second third of the staff's routes at 360 px in both languages (support/layout.ts). */
layoutTests("staff", 2, 3);
