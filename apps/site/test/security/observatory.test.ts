// The MDN HTTP Observatory's grade of `/`, a page and the 404 page, behind a local TLS front as
// behind the production proxy (bench/lib/observatory.mjs; `npm run bench -- --only=observatory`
// prints the tests one by one). The site is told it is on https by the proxy's
// `X-Forwarded-Proto` alone (no `SITE_URL`): the case where `/`'s cookie lacked `Secure`.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  grade,
  startTlsFront,
  type TlsFront,
  trustCertificate,
} from "../../../../bench/lib/observatory.mjs";
import { newDataDir, type RunningServer, startServer } from "../server";

/** The score the security review asked for (A+ is 100; bonuses count beyond). */
const MINIMUM = 120;

let front: TlsFront;
let server: RunningServer;

beforeAll(async () => {
  front = await startTlsFront();
  trustCertificate(front.cert);
  server = await startServer({ DATA_DIR: newDataDir() });
  front.setUpstream(server.url);
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await front?.stop();
});

describe("MDN HTTP Observatory", () => {
  for (const [path, status] of [
    ["/", 200],
    ["/en/about-us", 200],
    ["/en/no-such-page", 404],
  ] as const) {
    it(`grades ${path} ${MINIMUM} or more, every test passed`, async () => {
      const result = await grade({ path, httpsPort: front.httpsPort, httpPort: front.httpPort });
      expect(result.status).toBe(status);
      expect(result.failed).toEqual([]);
      expect(result.score, JSON.stringify(result.tests, null, 1)).toBeGreaterThanOrEqual(MINIMUM);
    });
  }
});
