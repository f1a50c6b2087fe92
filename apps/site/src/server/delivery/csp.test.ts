import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineScriptHashes, styleAttributeHashes } from "./csp";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const directive = (policy: string, name: string) =>
  policy.split("; ").find((d) => d.startsWith(`${name} `)) ?? "";

describe("content security policy", () => {
  it("hashes inline scripts and ignores external ones", () => {
    const html = `<script>a()</script><script src="/x.js"></script><script type="module">b()</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha("b()")]);
  });
  it("never allows unsafe-inline scripts and forbids framing, plugins and base changes", () => {
    const policy = contentSecurityPolicy("<script>a()</script>");
    expect(directive(policy, "script-src")).toBe(`script-src 'self' ${sha("a()")}`);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
  });
  it("allows nothing that is not listed (default-src 'none') and forms to our origin only", () => {
    const policy = contentSecurityPolicy("<p>x</p>");
    expect(policy.startsWith("default-src 'none'; ")).toBe(true);
    expect(directive(policy, "form-action")).toBe("form-action 'self'");
    for (const name of ["img-src", "media-src", "font-src", "connect-src"]) {
      expect(directive(policy, name)).toMatch(new RegExp(`^${name} 'self'`));
    }
    // Only images may come from the page's own blobs (a file's preview before upload).
    expect(directive(policy, "img-src")).toBe("img-src 'self' data: blob:");
    expect(policy.match(/blob:/g)).toHaveLength(1);
  });
  it("allows the page's own style elements by hash, never 'unsafe-inline'", () => {
    const policy = contentSecurityPolicy(
      `<style data-tsr-inline-css>a{color:red}</style><link rel="stylesheet" href="/a.css">`,
    );
    expect(directive(policy, "style-src")).toBe(`style-src 'self' ${sha("a{color:red}")}`);
    expect(policy).not.toContain("unsafe-inline");
  });
  it("allows a style attribute the page renders by its exact value, with 'unsafe-hashes'", () => {
    const value = "position:absolute;opacity:0;font-family:&quot;Cairo&quot;";
    const html = `<input type="checkbox" style="${value}"><p>x</p>`;
    const decoded = 'position:absolute;opacity:0;font-family:"Cairo"';
    expect(styleAttributeHashes(html)).toEqual([sha(decoded)]);
    expect(directive(contentSecurityPolicy(html), "style-src")).toBe(
      `style-src 'self' 'unsafe-hashes' ${sha(decoded)}`,
    );
    expect(contentSecurityPolicy("<p>x</p>")).not.toContain("unsafe-hashes");
  });
});
