// Every API route goes through the admission (issue #30): each of its handlers is built by
// `endpoint()`, checked here on the route modules themselves, so a new route cannot forget the
// checks. Routes outside /api (pages, files, the sitemap) only read: GET and HEAD.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { isEndpoint } from "./mark";

const routes = join(import.meta.dirname, "..", "..", "routes");

/** The route files under `dir`, as paths relative to the routes folder. */
function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(routes, join(entry.parentPath, entry.name)))
    .sort();
}

const apiRoutes = routeFiles(join(routes, "api"));

interface RouteModule {
  Route: { options: { server?: { handlers?: Record<string, unknown> } } };
}

describe("the API routes", () => {
  it("are found", () => {
    expect(apiRoutes.length).toBeGreaterThan(30);
    expect(apiRoutes).toContain("api/review/cv/$id.ts");
  });

  it.each(apiRoutes)("%s: every handler is an endpoint()", async (file) => {
    const source = readFileSync(join(routes, file), "utf8");
    // The handlers come from apiHandlers, which refuses anything else at start-up.
    expect(source).toMatch(/handlers: apiHandlers\(/);
    const module = (await import(/* @vite-ignore */ join(routes, file))) as RouteModule;
    const handlers = module.Route.options.server?.handlers ?? {};
    const methods = Object.keys(handlers).filter((method) => method !== "ANY");
    expect(methods.length).toBeGreaterThan(0);
    for (const method of methods)
      expect([method, isEndpoint(handlers[method])]).toEqual([method, true]);
  });
});

describe("the other routes", () => {
  const others = routeFiles(routes).filter((file) => !file.startsWith("api/"));
  it.each(others.filter((file) => /\bhandlers:/.test(readFileSync(join(routes, file), "utf8"))))(
    "%s only reads (GET, HEAD)",
    (file) => {
      const source = readFileSync(join(routes, file), "utf8");
      expect(source).not.toMatch(/\b(POST|PUT|PATCH|DELETE|ANY)\s*:/);
    },
  );
});
