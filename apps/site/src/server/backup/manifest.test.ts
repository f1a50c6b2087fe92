import { describe, expect, it } from "vitest";
import { BACKUP_FORMAT, entriesProblem, type Manifest, manifestProblem } from "./manifest";

const hash = (letter: string) => letter.repeat(64);

const manifest: Manifest = {
  format: BACKUP_FORMAT,
  createdAt: "2026-11-28T16:00:00.000Z",
  database: { kind: "pglite", migrations: 17, size: 1200, sha256: hash("a") },
  files: [
    { key: "covers/x.webp", size: 10, sha256: hash("b") },
    { key: "pdf/y.pdf", size: 20, sha256: hash("c") },
  ],
  authSecret: null,
  missing: [],
};

const entries = [
  { name: "database.sql", size: 1200, sha256: hash("a") },
  { name: "files/covers/x.webp", size: 10, sha256: hash("b") },
  { name: "files/pdf/y.pdf", size: 20, sha256: hash("c") },
  { name: "manifest.json", size: 500, sha256: hash("d") },
];

describe("a backup's manifest", () => {
  it("is restored into the same kind of database, at its migrations or later ones", () => {
    expect(manifestProblem(manifest, { kind: "pglite", migrations: 17 })).toBeNull();
    expect(manifestProblem(manifest, { kind: "pglite", migrations: 18 })).toBeNull();
    expect(manifestProblem(manifest, { kind: "pglite", migrations: 16 })).toMatch(/17 migrations/);
    expect(manifestProblem(manifest, { kind: "postgres", migrations: 17 })).toMatch(
      /pglite dump.*unset DATABASE_URL/,
    );
  });

  it("refuses another format or something that is not a manifest", () => {
    const target = { kind: "pglite", migrations: 17 } as const;
    expect(manifestProblem({ ...manifest, format: 2 }, target)).toMatch(/format 2/);
    expect(manifestProblem(null, target)).toMatch(/missing/);
    expect(manifestProblem({ ...manifest, files: [{ key: "x" }] }, target)).toMatch(/missing/);
  });

  it("matches the archive's entries one for one, by size and hash", () => {
    expect(entriesProblem(manifest, entries)).toBeNull();
    expect(entriesProblem(manifest, entries.slice(0, 2))).toMatch(/lacks files\/pdf\/y.pdf/);
    expect(
      entriesProblem(manifest, [...entries, { name: "files/extra", size: 1, sha256: hash("e") }]),
    ).toMatch(/does not list/);
    expect(
      entriesProblem(manifest, [
        { ...entries[0], sha256: hash("f") } as never,
        ...entries.slice(1),
      ]),
    ).toMatch(/database.sql does not match/);
    expect(entriesProblem(manifest, [...entries, entries[1] as never])).toMatch(/twice/);
    const secret = { size: 44, sha256: hash("9") };
    const withSecret = { ...manifest, authSecret: secret };
    expect(entriesProblem(withSecret, entries)).toMatch(/lacks auth-secret/);
    expect(entriesProblem(withSecret, [...entries, { name: "auth-secret", ...secret }])).toBeNull();
  });
});
