// The production build the integration and end-to-end suites run against. `SITE_BUILT=1` says it
// was just made from these sources (.ci/run builds it first, to use the site before the tests):
// a second build of the same sources is a minute of CI for nothing.
import { spawnSync } from "node:child_process";

if (process.env.SITE_BUILT === "1") {
  console.log("site build: kept (SITE_BUILT=1)");
  process.exit(0);
}
const result = spawnSync("pnpm", ["--filter", "@rawafed/site", "build"], { stdio: "inherit" });
if (result.error) throw result.error;
process.exit(result.status ?? 1);
