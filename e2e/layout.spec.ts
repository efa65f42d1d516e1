import { layoutTests } from "./support/layout";

/** Every public and member route at 360 px in both languages (support/layout.ts; the staff's in layout-staff-*). */
layoutTests("public");
layoutTests("member");
