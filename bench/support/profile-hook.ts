// Loaded into a benchmarked server (`node --import tsx --import ./bench/support/profile-hook.ts`):
// SIGUSR2 starts V8's CPU profiler, the next SIGUSR2 writes the profile to PROFILE_OUT.
import fs from "node:fs";
import inspector from "node:inspector";

const session = new inspector.Session();
session.connect();
const post = (method: string, params?: object) =>
  new Promise<unknown>((resolve, reject) =>
    session.post(method, params ?? {}, (err, result) => (err ? reject(err) : resolve(result))),
  );
let running = false;
process.on("SIGUSR2", async () => {
  if (!running) {
    running = true;
    await post("Profiler.enable");
    await post("Profiler.setSamplingInterval", { interval: 100 });
    await post("Profiler.start");
    return;
  }
  running = false;
  const { profile } = (await post("Profiler.stop")) as { profile: unknown };
  fs.writeFileSync(`${process.env.PROFILE_OUT}.tmp`, JSON.stringify(profile));
  fs.renameSync(`${process.env.PROFILE_OUT}.tmp`, process.env.PROFILE_OUT!);
});
