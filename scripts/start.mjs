// `npm start`'s entry: scripts/start.ts, run by Node itself (Node 24 strips the types), so the
// server's process loads no compiler. A Node without type stripping (Kinisi is made for Node 24,
// .nvmrc) runs it through tsx instead, in a child that gets the stop signals.
const [major, minor] = process.versions.node.split(".").map(Number);
const stripsTypes = major > 23 || (major === 23 && minor >= 6) || (major === 22 && minor >= 18);
if (stripsTypes) {
  await import("./start.ts");
} else {
  console.warn(`Kinisi is made for Node 24 (.nvmrc); this is ${process.version}: starting through tsx.`);
  const { spawn } = await import("node:child_process");
  const { fileURLToPath } = await import("node:url");
  const script = fileURLToPath(new URL("./start.ts", import.meta.url));
  const child = spawn(process.execPath, [...process.execArgv, "--import", "tsx", script], {
    stdio: "inherit",
  });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
