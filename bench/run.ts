export {};

/**
 * npm run bench -- <name>: runs bench/<name>.ts, whose last line is its ratio or size.
 * Each benchmark measures everything it compares in one run (the machine is shared and noisy).
 */
const benchName = process.argv[2];
if (!benchName || !/^[a-z-]+$/.test(benchName)) {
  console.error(
    "usage: npm run bench -- <rush|mixed|bundle|booking-burst|attendance|owner-report|lighthouse|mass-mail>",
  );
  process.exit(2);
}
const mod = (await import(`./${benchName}.ts`)) as { run: () => Promise<void> };
await mod.run();
process.exit(0);
