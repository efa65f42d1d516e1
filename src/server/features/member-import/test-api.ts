import { expect } from "vitest";
import type { ImportReport } from "../../../shared/schemas/member-import";
import type { TestApp, TestUser } from "../../test/factories";
import { TEST_ORIGIN } from "../../test/requests";

/** The import's two steps as the admin's browser sends them (a multipart upload), for its integration tests. */
export function importApi(ctx: { readonly t: TestApp; readonly admin: TestUser }) {
  const upload = (step: "preview" | "apply", bytes: Uint8Array | null, cookie = ctx.admin.cookie) => {
    const form = new FormData();
    if (bytes)
      form.append("file", new Blob([bytes as Uint8Array<ArrayBuffer>], { type: "text/csv" }), "members.csv");
    return ctx.t.app.request(`/api/admin/member-import/${step}`, {
      method: "POST",
      headers: { origin: TEST_ORIGIN, cookie },
      body: form,
    });
  };
  const run = async (step: "preview" | "apply", bytes: Uint8Array): Promise<ImportReport> => {
    const res = await upload(step, bytes);
    expect(res.status).toBe(200);
    return (await res.json()) as ImportReport;
  };
  return { upload, run };
}
