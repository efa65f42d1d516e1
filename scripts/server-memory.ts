/**
 * How the built server's process is started, wherever it runs as `npm start` runs it (package.json's
 * script, scripts/start.mjs, the benchmarks' servers): what it settles at under the mixed load is
 * measured in decision 040.
 */

/**
 * Node's flags: a young generation of at most 8 MB a semi-space (about 80 MB less under the mixed
 * load, decision 033), and an old generation whose next collection comes when it has grown by half
 * of what lived after the last one (V8 lets a fast-collecting heap grow up to fourfold: 140 MB under
 * the mixed load against 65 MB, for a CPU per request within the run-to-run noise; decision 040).
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=8", "--heap-growing-percent=50"];

/**
 * glibc's malloc settings, read by the C library before Node's first line runs (so start.mjs starts
 * itself again once with them). A fixed trim threshold also fixes the mmap threshold at its default
 * (128 KB): without it glibc raises the threshold up to 32 MB after the start's large blocks are
 * freed (compiling PGlite's WebAssembly), and keeps every later block of that size in its arenas.
 * Other C libraries ignore them.
 */
export const SERVER_ENV: Readonly<Record<string, string>> = { MALLOC_TRIM_THRESHOLD_: "131072" };
