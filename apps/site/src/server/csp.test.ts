import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineScriptHashes } from "./csp";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("content security policy", () => {
  it("hashes inline scripts and ignores external ones", () => {
    const html = `<script>a()</script><script src="/x.js"></script><script type="module">b()</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha("b()")]);
  });
  it("never allows unsafe-inline scripts and forbids framing, plugins and base changes", () => {
    const policy = contentSecurityPolicy("<script>a()</script>");
    const script = policy.split("; ").find((d) => d.startsWith("script-src")) ?? "";
    expect(script).toBe(`script-src 'self' ${sha("a()")}`);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
  });
});
