import fc from "fast-check";
import type { DocOperation } from "./openapi";

/** A JSON Schema as the OpenAPI document carries it (the parts the fuzz reads). */
export type Schema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  example?: unknown;
  pattern?: string;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  default?: unknown;
};

/** One request of the fuzz: its name says what was wrong with it. */
export type FuzzCase = {
  name: string;
  path: string;
  query: string;
  headers: Record<string, string>;
  body?: string | FormData;
  /** The one field (or parameter) the case spoils, when it spoils one: `${field} ${what}` is its name. */
  field?: string;
};

export const MB_STRING = "x".repeat(1024 * 1024);
/** Under the body limit (64 KB), so that a field's own bound must refuse it, not the limit. */
const LONG_STRING = "x".repeat(48 * 1024);
const NUL_STRING = "a\u0000b";
const HUGE_PARAM = "a".repeat(10_000);
const SEED = 20_260_422;
const UUID = "6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b";
const RANDOM_RUNS = 4;

const typeOf = (s: Schema) => (Array.isArray(s.type) ? s.type.find((t) => t !== "null") : s.type);
const isDate = (name: string, s: Schema) =>
  /^\d{4}-\d{2}-\d{2}$/.test(String(s.example ?? "")) || /(date|On)$/i.test(name);
const isTime = (name: string, s: Schema) => /^\d{2}:\d{2}$/.test(String(s.example ?? "")) || name === "time";

/** A plausible value for a schema: what a well-behaved client would send. */
export function sampleOf(s: Schema, name = ""): unknown {
  const choice = s.oneOf?.[0] ?? s.anyOf?.find((o) => o.type !== "null" && !o.enum?.includes(""));
  if (choice) return sampleOf(choice, name);
  if (s.enum) return s.enum[0];
  if (s.default !== undefined && typeOf(s) !== "object") return s.default;
  switch (typeOf(s)) {
    case "object":
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, sampleOf(v, k)]));
    case "array":
      return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => sampleOf(s.items ?? {}, name));
    case "integer":
    case "number":
      return Math.max(s.minimum ?? 1, Math.min(1, s.maximum ?? 1));
    case "boolean":
      return true;
    default:
      if (s.format === "uuid") return UUID;
      if (s.format === "email" || /email/i.test(name)) return "fuzz.nobody@example.com";
      if (isDate(name, s)) return "2031-03-04";
      if (isTime(name, s)) return "18:00";
      if (s.pattern) {
        const matches = (v: string) => new RegExp(s.pattern!).test(v);
        return [String(s.example ?? ""), "abc-800.jpg", "fuzz", UUID].find(matches) ?? "fuzz";
      }
      return "fuzz".padEnd(s.minLength ?? 1, "z");
  }
}

/** Wrong values for one field: other types, huge and NUL strings, bad dates, times and numbers. */
function badValuesFor(name: string, s: Schema): [string, unknown][] {
  const type = typeOf(s) ?? "string";
  const bad: [string, unknown][] = [
    ["null", null],
    ["an object", { nested: { deeper: [1, 2, 3] } }],
    [type === "string" ? "a number" : "a string", type === "string" ? 12345 : "12"],
    ["a 48 KB string", LONG_STRING],
    ["a NUL character", NUL_STRING],
    ["a lone surrogate", "a\udc00"],
  ];
  if (type === "integer" || type === "number") {
    bad.push(["-1", -1], ["1e308", 1e308], ["2^53+1", 2 ** 53 + 1], ["1.5", 1.5], ["-2^31", -(2 ** 31)]);
  }
  if (type === "boolean") bad.push(["the string true", "true"]);
  if (type === "array") bad.push(["an array of 10,000", Array.from({ length: 10_000 }, (_, i) => i)]);
  if (isDate(name, s)) {
    for (const d of [
      "2026-02-30",
      "9999-12-31",
      "0000-01-01",
      "2026-13-01",
      "yesterday",
      "2026-1-1",
      "2026-03-29T25:00",
    ])
      bad.push([`date ${d}`, d]);
  }
  if (isTime(name, s))
    for (const t of ["25:00", "18:60", "-01:00", "18:00:00Z", "6pm"]) bad.push([`time ${t}`, t]);
  return bad;
}

const json = (value: unknown) => JSON.stringify(value);

/** Body cases for an operation that takes JSON. */
type BodyCase = { name: string; body?: string | FormData; contentType?: string; field?: string };

function jsonBodies(schema: Schema): BodyCase[] {
  const base = sampleOf(schema) as Record<string, unknown>;
  const cases: BodyCase[] = [
    { name: "plausible body", body: json(base) },
    { name: "malformed JSON", body: '{"a":' },
    { name: "empty body", body: "" },
    { name: "text/plain body", body: json(base), contentType: "text/plain" },
    { name: "body null", body: "null" },
    { name: "body array", body: "[]" },
    { name: "body string", body: '"x"' },
    { name: "body number", body: "0" },
    { name: "missing fields", body: "{}" },
    { name: "extra fields", body: json({ ...base, extra: "x", role: "admin", __proto__x: { a: 1 } }) },
    { name: "NUL in a key", body: json({ ...base, "a\u0000b": 1 }) },
    { name: "lone surrogate", body: String.raw`{"name":"\udc00"}` },
    { name: "body of 1 MB", body: json({ ...base, padding: MB_STRING }) },
  ];
  cases.push(...hostileBodies(base));
  const props = schema.properties ?? schema.oneOf?.[0]?.properties ?? {};
  for (const [key, prop] of Object.entries(props)) {
    cases.push({ name: `${key} missing`, body: json({ ...base, [key]: undefined }), field: key });
    for (const [what, value] of badValuesFor(key, prop)) {
      cases.push({ name: `${key} ${what}`, body: json({ ...base, [key]: value }), field: key });
    }
    for (const [inner, innerSchema] of Object.entries(prop.properties ?? {})) {
      const nested = (base[key] ?? {}) as Record<string, unknown>;
      for (const [what, value] of badValuesFor(inner, innerSchema).slice(0, 5)) {
        cases.push({
          name: `${key}.${inner} ${what}`,
          body: json({ ...base, [key]: { ...nested, [inner]: value } }),
          field: `${key}.${inner}`,
        });
      }
    }
  }
  const random = fc.sample(fc.jsonValue({ maxDepth: 3 }), { seed: SEED, numRuns: RANDOM_RUNS });
  for (const [i, value] of random.entries()) cases.push({ name: `random body ${i}`, body: json(value) });
  const keys = Object.keys(props);
  if (keys.length > 0) {
    const field = fc.sample(fc.tuple(fc.constantFrom(...keys), fc.jsonValue({ maxDepth: 2 })), {
      seed: SEED,
      numRuns: RANDOM_RUNS,
    });
    for (const [key, value] of field)
      cases.push({
        name: `${key} random ${json(value)?.slice(0, 40)}`,
        body: json({ ...base, [key]: value }),
      });
  }
  return cases;
}

/** Every string (and number) of a plausible body replaced by one hostile value, keys kept. */
function everyLeaf(value: unknown, text: (s: string) => string, num: (n: number) => unknown): unknown {
  if (typeof value === "string") return text(value);
  if (typeof value === "number") return num(value);
  if (Array.isArray(value)) return value.map((v) => everyLeaf(v, text, num));
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, everyLeaf(v, text, num)]));
  return value;
}

/**
 * An attacker's bodies, each built on the plausible one so that it passes as far as it can: prototype
 * keys (`__proto__`, `constructor.prototype`), CRLF and lone surrogates in every text, numbers past
 * what a double holds (1e400 parses to Infinity) and past 2^53, and a form-encoded body.
 */
function hostileBodies(base: unknown): { name: string; body: string; contentType?: string }[] {
  const inner = json(base).replace(/^\{|\}$/g, "");
  const withKeys = (keys: string) =>
    base && typeof base === "object" && !Array.isArray(base)
      ? `{${keys}${inner ? `,${inner}` : ""}}`
      : json(base);
  const BIG = 123_456_789;
  const raw = (v: unknown) => json(v).replaceAll(String(BIG), "1e400");
  return [
    { name: "__proto__ key", body: withKeys('"__proto__":{"role":"admin","isAdmin":true}') },
    { name: "constructor.prototype key", body: withKeys('"constructor":{"prototype":{"role":"admin"}}') },
    {
      name: "CRLF in every text",
      body: json(
        everyLeaf(
          base,
          (s) => `${s}\r\nSet-Cookie: x=1\r\n`,
          (n) => n,
        ),
      ),
    },
    {
      name: "lone high surrogate in every text",
      body: json(
        everyLeaf(
          base,
          (s) => `${s}\ud800`,
          (n) => n,
        ),
      ),
    },
    {
      name: "1e400 in every number",
      body: raw(
        everyLeaf(
          base,
          (s) => s,
          () => BIG,
        ),
      ),
    },
    {
      name: "2^64 in every number",
      body: json(
        everyLeaf(
          base,
          (s) => s,
          () => 2 ** 64,
        ),
      ),
    },
    { name: "form-encoded body", body: "a=1&b=2", contentType: "application/x-www-form-urlencoded" },
  ];
}

/** Body cases for an upload (multipart) operation. */
function multipartBodies(): { name: string; body: string | FormData; contentType?: string }[] {
  const form = (parts: Record<string, string | Blob>) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(parts)) f.append(k, v);
    return f;
  };
  const notImage = new Blob(["not an image at all"], { type: "image/jpeg" });
  const truncatedPng = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])], {
    type: "image/png",
  });
  return [
    { name: "JSON instead of a form", body: "{}", contentType: "application/json" },
    {
      name: "broken multipart",
      body: '--xx\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc',
      contentType: "multipart/form-data; boundary=xx",
    },
    { name: "multipart without boundary", body: "abc", contentType: "multipart/form-data" },
    { name: "empty body", body: "", contentType: "multipart/form-data; boundary=xx" },
    { name: "form without a file", body: form({ altGr: "a" }) },
    { name: "file that is not an image", body: form({ file: notImage }) },
    { name: "truncated PNG", body: form({ file: truncatedPng }) },
    { name: "file as text", body: form({ file: "just text" }) },
    { name: "alt of 1 MB", body: form({ file: notImage, altGr: MB_STRING }) },
    { name: "alt with NUL", body: form({ file: notImage, altGr: NUL_STRING }) },
  ];
}

const BAD_PARAMS: [string, string][] = [
  ["not a uuid", "x"],
  ["huge", HUGE_PARAM],
  ["NUL", "%00"],
  ["a uuid of nothing", "00000000-0000-0000-0000-000000000000"],
  ["negative", "-1"],
  ["bad date", "2026-02-30"],
  ["far date", "9999-12-31"],
  ["encoded slash", "..%2F..%2Fetc"],
  ["bad percent-encoding", "%E0%A4%A"],
  ["CRLF", "a%0D%0ASet-Cookie:%20x=1"],
  ["a surrogate's UTF-8", "%ED%A0%80"],
];

/** Every request the fuzz sends to one operation, built from its OpenAPI description. */
export function casesFor(o: DocOperation): FuzzCase[] {
  const params = o.op.parameters ?? [];
  const base = Object.fromEntries(params.map((p) => [p.name, String(sampleOf(p.schema ?? {}, p.name))]));
  const build = (values: Record<string, string>, raw = false) => {
    const path = o.path.replace(/\{(\w+)\}/g, (_, n: string) =>
      raw ? values[n]! : encodeURIComponent(values[n]!),
    );
    const query = params
      .filter((p) => p.in === "query")
      .map((p) => `${p.name}=${raw ? values[p.name] : encodeURIComponent(values[p.name]!)}`)
      .join("&");
    const headers = Object.fromEntries(
      params.filter((p) => p.in === "header").map((p) => [p.name, values[p.name]!]),
    );
    return { path, query, headers };
  };
  const content = o.op.requestBody?.content ?? {};
  const bodies: BodyCase[] = content["application/json"]
    ? jsonBodies((content["application/json"].schema ?? {}) as Schema)
    : content["multipart/form-data"]
      ? multipartBodies()
      : o.method === "GET"
        ? [{ name: "no body" }]
        : [{ name: "no body" }, { name: "unexpected body", body: '{"a":', contentType: "application/json" }];
  const withBody = (name: string, at: ReturnType<typeof build>, b: (typeof bodies)[number]): FuzzCase => {
    const headers = { ...at.headers };
    if (b.contentType) headers["content-type"] = b.contentType;
    else if (typeof b.body === "string") headers["content-type"] = "application/json";
    return { name, ...at, headers, body: b.body, ...(b.field ? { field: b.field } : {}) };
  };
  const plain = build(base);
  const cases = bodies.map((b) => withBody(b.name, plain, b));
  const firstBody = bodies[0]!;
  for (const p of params) {
    const bad: [string, string][] = [
      ...BAD_PARAMS,
      ["empty", ""],
      ["1 MB", p.in === "header" ? "x".repeat(8000) : MB_STRING],
    ];
    for (const [what, value] of bad) {
      if (p.in === "path" && value === "") continue; // another route, not a bad parameter
      const raw = value.includes("%") && p.in !== "header";
      const values = {
        ...base,
        [p.name]: raw ? value : p.in === "header" ? value.replace("%00", "\u0000") : value,
      };
      if (p.in === "header" && /[^\t\x20-\x7e]/.test(values[p.name]!)) continue; // not sendable as a header
      cases.push({
        ...withBody(`${p.in} ${p.name} ${what}`, build(values, raw), firstBody),
        field: `${p.in} ${p.name}`,
      });
    }
  }
  return cases;
}
