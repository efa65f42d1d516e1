import { startBenchApp } from "./support/app";
import { breakdown } from "./support/breakdown";
import { alternatingRatio } from "./support/ratio";
import { startKinisi, startScript } from "./support/servers";

/** /api/live (liveness, no database) through the whole app (its own process) versus a bare node:http server, alternating. */
export async function run() {
  const inProcess = await startBenchApp();
  try {
    console.log("where a request's time goes (one after another, in process):");
    await breakdown("/api/live", inProcess.probe, () => inProcess.fetch("/api/live"));
  } finally {
    await inProcess.stop();
  }
  const bare = await startScript("bench/support/bare-server.ts");
  const app = await startKinisi();
  try {
    await alternatingRatio(
      "http ceiling",
      { label: "kinisi /api/live", url: `${app.url}/api/live`, pipelining: 10 },
      { label: "bare node:http", url: `${bare.url}/`, pipelining: 10 },
    );
  } finally {
    await app.stop();
    await bare.stop();
  }
}
