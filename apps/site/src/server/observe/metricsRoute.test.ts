import { describe, expect, it } from "vitest";
import { metrics } from "./metrics";
import { metricsAnswer } from "./metricsRoute";

const scrape = (authorization?: string) =>
  new Request("http://site.example/metrics", {
    headers: authorization ? { authorization } : {},
  });

describe("/metrics", () => {
  it("is not there without a token set", async () => {
    expect((await metricsAnswer(scrape("Bearer anything"), undefined)).status).toBe(404);
    expect((await metricsAnswer(scrape("Bearer "), "")).status).toBe(404);
  });

  it("refuses a missing, wrong, longer, shorter or empty token", async () => {
    for (const sent of [
      undefined,
      "Bearer wrong",
      "Bearer s3cret-tokenX",
      "Bearer s3cret",
      "Bearer ",
      "s3cret-token",
    ]) {
      const answer = await metricsAnswer(scrape(sent), "s3cret-token");
      expect(answer.status, String(sent)).toBe(401);
      expect(answer.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("answers the token with the registry in Prometheus' text format", async () => {
    metrics().httpRequests.inc({ method: "GET", route: "/$locale/", status: "200" });
    const answer = await metricsAnswer(scrape("Bearer s3cret-token"), "s3cret-token");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
    expect(await answer.text()).toContain(
      'rawafed_http_requests_total{method="GET",route="/$locale/",status="200"} 1',
    );
  });

  it("gives the renditions backlog as counted, and NaN when it cannot be counted", async () => {
    // prom-client writes "Nan"; Prometheus reads NaN in any case.
    const read = async () =>
      (await (await metricsAnswer(scrape("Bearer t0ken"), "t0ken")).text())
        .split("\n")
        .find((line) => line.startsWith("rawafed_page_renditions_pending"));
    expect(await read()).toMatch(/^rawafed_page_renditions_pending nan$/i);
    metrics().countRenditionsWith(async () => 3);
    expect(await read()).toBe("rawafed_page_renditions_pending 3");
    metrics().countRenditionsWith(() => Promise.reject(new Error("database gone")));
    expect(await read()).toMatch(/^rawafed_page_renditions_pending nan$/i);
  });
});
