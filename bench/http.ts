import { measure, startKinisi, startScript } from "./support/servers";

/** /api/live (liveness, no database) through the whole app versus a bare node:http server, measured in one run. */
export async function run() {
  const bare = await startScript("bench/support/bare-server.ts");
  const app = await startKinisi();
  try {
    // Warm up both, then measure each for the same time.
    await measure(`${bare.url}/`, { seconds: 1 });
    await measure(`${app.url}/api/live`, { seconds: 1 });
    const bareRps = await measure(`${bare.url}/`, { pipelining: 10 });
    const appRps = await measure(`${app.url}/api/live`, { pipelining: 10 });
    console.log(`bare node:http: ${bareRps.toFixed(0)} req/s`);
    console.log(`kinisi /api/live: ${appRps.toFixed(0)} req/s`);
    console.log(`http ceiling ratio: ${(appRps / bareRps).toFixed(2)}`);
  } finally {
    await app.stop();
    await bare.stop();
  }
}
