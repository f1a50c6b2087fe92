// The round-robin balancer of the scale measure (apps/site/test/roundRobin.ts) in a process of its
// own, so the load generator and the balancer do not share one event loop.
// `node balancer.mjs PORT UPSTREAM...`: prints one line once it listens; on SIGTERM it closes and
// prints how many requests each upstream answered, as JSON, then exits.
import { startRoundRobin } from "../../apps/site/test/roundRobin.ts";

const [port, ...upstreams] = process.argv.slice(2);
const balancer = await startRoundRobin(upstreams, Number(port));
console.log(balancer.url);
process.once("SIGTERM", async () => {
  const served = [...balancer.served];
  await balancer.close();
  console.log(JSON.stringify({ served }));
  process.exit(0);
});
