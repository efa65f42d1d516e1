import { describe, expect, it } from "vitest";
import { importsOf, violation } from "./boundaries";

const F = "src/client/features";

describe("violation: the one direction imports flow in", () => {
  it("lets a feature use lib, components and shared code, and its own files", () => {
    expect(violation(`${F}/contact/ContactModal.tsx`, "src/client/lib/useSite")).toBeNull();
    expect(violation(`${F}/contact/ContactModal.tsx`, "src/client/components/RobotCheck")).toBeNull();
    expect(violation(`${F}/contact/ContactModal.tsx`, "src/shared/schemas/contact")).toBeNull();
    expect(violation(`${F}/booking/admin/ClosuresPage.tsx`, `${F}/booking/format`)).toBeNull();
  });

  it("refuses a feature importing another feature, or app code", () => {
    expect(violation(`${F}/about/AboutPage.tsx`, `${F}/contact/ContactModal`)).toMatch(
      /feature 'about' imports feature 'contact'/,
    );
    expect(violation(`${F}/terms/TermsPage.tsx`, "src/client/app/i18n")).toMatch(/no app code/);
  });

  it("lets only tests import the component tests' helpers, which may use any client code", () => {
    expect(violation(`${F}/workouts/AdminWorkoutsPage.test.tsx`, "src/client/test/render")).toBeNull();
    expect(violation(`${F}/workouts/AdminWorkoutsPage.tsx`, "src/client/test/render")).toMatch(/only tests/);
    expect(violation("src/client/test/render.tsx", "src/client/app/theme")).toBeNull();
  });

  it("refuses lib and components reaching up into features or app", () => {
    expect(violation("src/client/components/LanguageSwitch.tsx", `${F}/auth/useMe`)).not.toBeNull();
    expect(violation("src/client/lib/form.ts", "src/client/app/i18n")).not.toBeNull();
    expect(violation("src/client/components/PageShell.tsx", "src/client/lib/api")).toBeNull();
  });

  it("lets app compose features", () => {
    expect(violation("src/client/app/AdminHomePage.tsx", `${F}/packages/PendingRequestsPanel`)).toBeNull();
    expect(violation("src/client/main.tsx", "src/client/app/App")).toBeNull();
  });

  it("keeps shared free of server and client code", () => {
    expect(violation("src/shared/schemas/members.ts", "src/server/db/schema")).not.toBeNull();
    expect(violation("src/shared/schemas/members.ts", "src/client/lib/api")).not.toBeNull();
    expect(violation("src/server/features/members/service.ts", "src/shared/schemas/members")).toBeNull();
  });

  it("lets the client take only the route types from the server", () => {
    expect(violation("src/client/lib/api.ts", "src/server/app", true)).toBeNull();
    expect(violation("src/client/lib/api.ts", "src/server/app", false)).not.toBeNull();
    expect(violation(`${F}/members/x.ts`, "src/server/features/members/service", true)).not.toBeNull();
    expect(violation("src/server/page-html.ts", "src/client/app/App")).not.toBeNull();
  });

  it("keeps the platform free of the studio's domain, and both free of features", () => {
    expect(violation("src/server/platform/errors.ts", "src/server/domain/credits")).toMatch(
      /platform imports none/,
    );
    expect(violation("src/server/platform/front.ts", "src/server/features/site/routes")).toMatch(/platform/);
    expect(violation("src/server/domain/credits.ts", "src/server/features/members/service")).toMatch(
      /domain imports no feature/,
    );
    expect(violation("src/server/domain/credits.ts", "src/server/platform/errors")).toBeNull();
    expect(violation("src/server/platform/front.ts", "src/server/db/client")).toBeNull();
  });

  it("refuses a server feature importing another server feature", () => {
    expect(
      violation("src/server/features/packages/approval.ts", "src/server/features/members/service"),
    ).toMatch(/server feature 'packages' imports feature 'members'/);
    expect(violation("src/server/features/packages/approval.ts", "src/server/domain/credits")).toBeNull();
    expect(violation("src/server/app.ts", "src/server/features/packages/routes")).toBeNull();
  });
});

describe("importsOf", () => {
  it("finds static, type-only, re-exported and lazy imports with their lines, resolved", () => {
    const text = [
      'import { a } from "../../lib/api";',
      'import type { AppType } from "../../../server/app";',
      "import {",
      "  type X,",
      '} from "./x.js";',
      'export { b } from "../b";',
      'const Modal = lazy(() => import("../contact/ContactModal"));',
      'import { useQuery } from "@tanstack/react-query";',
    ].join("\n");
    expect(importsOf("src/client/features/home/Home.tsx", text)).toEqual([
      { to: "src/client/lib/api", line: 1, typeOnly: false },
      { to: "src/server/app", line: 2, typeOnly: true },
      { to: "src/client/features/home/x", line: 5, typeOnly: true },
      { to: "src/client/features/b", line: 6, typeOnly: false },
      { to: "src/client/features/contact/ContactModal", line: 7, typeOnly: false },
    ]);
  });
});
