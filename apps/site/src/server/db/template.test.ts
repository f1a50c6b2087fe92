import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { startFromTemplate } from "./template";

function cluster(root: string, version: string): string {
  mkdirSync(join(root, "base", "5"), { recursive: true });
  writeFileSync(join(root, "PG_VERSION"), version);
  writeFileSync(join(root, "base", "5", "PG_VERSION"), version);
  writeFileSync(join(root, "postgresql.conf"), `# ${version}`);
  return root;
}

const read = (...path: string[]) => readFileSync(join(...path), "utf8");

describe("a fresh data directory starts from the build's template", () => {
  const root = mkdtempSync(join(tmpdir(), "template-"));
  const template = cluster(join(root, "template"), "17");

  it("copies the whole cluster, nested markers included, when the directory has none", () => {
    const dir = join(root, "fresh");
    mkdirSync(dir);
    writeFileSync(join(dir, "rawafed.lock"), "123");
    startFromTemplate(dir, template);
    expect(read(dir, "PG_VERSION")).toBe("17");
    expect(read(dir, "base", "5", "PG_VERSION")).toBe("17");
    expect(read(dir, "postgresql.conf")).toBe("# 17");
    expect(read(dir, "rawafed.lock")).toBe("123");
  });

  it("leaves a directory that holds a cluster as it is", () => {
    const dir = cluster(join(root, "existing"), "16");
    startFromTemplate(dir, template);
    expect(read(dir, "PG_VERSION")).toBe("16");
    expect(read(dir, "postgresql.conf")).toBe("# 16");
  });

  it("copies again over a copy cut short (no top-level marker yet)", () => {
    const dir = join(root, "cut");
    mkdirSync(join(dir, "base", "5"), { recursive: true });
    writeFileSync(join(dir, "base", "5", "PG_VERSION"), "1");
    startFromTemplate(dir, template);
    expect(read(dir, "PG_VERSION")).toBe("17");
    expect(read(dir, "base", "5", "PG_VERSION")).toBe("17");
  });

  it("does nothing without a template (PGlite runs initdb)", () => {
    const dir = join(root, "untemplated");
    mkdirSync(dir);
    startFromTemplate(dir, join(root, "no-build"));
    expect(() => read(dir, "PG_VERSION")).toThrow();
  });
});
