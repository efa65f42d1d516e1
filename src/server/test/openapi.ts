import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { isErrorCode } from "../../shared/errors";

export type LintProblem = {
  ruleId: string;
  severity: "error" | "warn";
  message: string;
  location: { pointer?: string }[];
};

const cli = path.resolve("node_modules/@redocly/cli/bin/cli.js");

/** Runs `redocly lint` (recommended rules) on an OpenAPI document, as a reviewer would. */
export async function redoclyLint(doc: unknown): Promise<LintProblem[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kinisi-openapi-"));
  const file = path.join(dir, "openapi.json");
  fs.writeFileSync(file, JSON.stringify(doc));
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [cli, "lint", file, "--extends=recommended", "--format=json", "--max-problems=1000"],
      {
        env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
        maxBuffer: 64 << 20,
      },
    ).catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? "" }));
    const out = JSON.parse(stdout) as { problems: LintProblem[] };
    return out.problems;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export type OpenApiResponse = { description: string; content?: Record<string, { schema?: unknown }> };
export type OpenApiOperation = {
  operationId?: string;
  /** public, member, or the staff capability the operation needs (shared/domain/roles.ts). */
  "x-access"?: string;
  /** The roles the operation lets in ("anyone" too when public). */
  "x-roles"?: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; schema?: Record<string, unknown> }[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: unknown }> };
  responses: Record<string, OpenApiResponse>;
};
export type OpenApiDoc = {
  servers?: { url: string }[];
  security?: Record<string, string[]>[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: {
    securitySchemes?: Record<string, Record<string, unknown>>;
    schemas?: Record<string, unknown>;
  };
};

export type DocOperation = { method: string; path: string; key: string; op: OpenApiOperation };

/** Every operation of the document, as `METHOD /path` with its description. */
export function operationsOf(doc: OpenApiDoc): DocOperation[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      key: `${method.toUpperCase()} ${path}`,
      op,
    })),
  );
}

/** The error codes an operation declares for one status (empty when it declares none). */
export function declaredCodes(op: OpenApiOperation, status: number | string): string[] {
  const schema = op.responses[String(status)]?.content?.["application/json"]?.schema as
    | { properties?: { error?: { properties?: { code?: { enum?: string[] } } } } }
    | undefined;
  return schema?.properties?.error?.properties?.code?.enum ?? [];
}

const describeBody = (text: string) => text.replace(/\s+/g, " ").slice(0, 120);

/**
 * What is wrong with one answer of an operation, as the fuzzes judge it: a 5xx, a status the
 * operation does not declare, or a refusal without one of its declared codes; null when nothing.
 */
export function answerProblem(op: OpenApiOperation, status: number, text: string): string | null {
  if (status >= 500) return `${status} ${describeBody(text)}`;
  if (!op.responses[String(status)]) return `${status} is not declared ${describeBody(text)}`;
  if (status < 400) return null;
  let code: unknown;
  try {
    code = (JSON.parse(text) as { error?: { code?: unknown } }).error?.code;
  } catch {}
  if (!isErrorCode(code)) return `${status} without an error code: ${describeBody(text)}`;
  if (!declaredCodes(op, status).includes(code)) return `${status} ${code} is not declared`;
  return null;
}

/**
 * What the middleware in front of every operation can answer, whatever its handler does
 * (decision 025): the refusals an operation must declare by its method, body, access and place.
 */
export function middlewareAnswers(o: DocOperation): [status: number, code: string][] {
  const out: [number, string][] = [
    [400, "VALIDATION"],
    [431, "HEADERS_TOO_LARGE"],
  ];
  const write = !["GET", "HEAD", "OPTIONS"].includes(o.method);
  if (write) out.push([403, "CROSS_ORIGIN_REFUSED"], [413, "PAYLOAD_TOO_LARGE"], [400, "MALFORMED_BODY"]);
  if (o.op.requestBody) out.push([415, "UNSUPPORTED_MEDIA_TYPE"]);
  const access = o.op["x-access"] ?? (o.op.security?.length ? "member" : "public");
  if (access !== "public") out.push([401, "UNAUTHORIZED"]);
  if (access !== "public" && access !== "member") out.push([403, "FORBIDDEN"]);
  if (o.path.startsWith("/api/auth/")) out.push([429, "RATE_LIMITED"]);
  return out;
}
