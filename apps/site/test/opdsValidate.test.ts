// The OPDS 1.2 check the catalog's tests rely on: it must find a broken feed, and name it among
// many (the walk validates every feed it met in one jing run).
import { describe, expect, it } from "vitest";
import { opds12Problems, opds12ProblemsOf } from "./opds/validate";

const feed = (
  updated = "<updated>2026-11-30T00:00:00Z</updated>",
) => `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <id>urn:uuid:2853dacf-ed79-42f5-8e8a-a7bb3d1ae6a2</id>
  <title>Catalog</title>
  ${updated}
  <author><name>Rawafed</name></author>
  <link rel="start" href="https://example.com/opds/v1.2/catalog" type="application/atom+xml;profile=opds-catalog;kind=navigation"/>
  <entry>
    <title>Latest</title>
    <id>https://example.com/opds/v1.2/latest</id>
    <updated>2026-11-30T00:00:00Z</updated>
    <content type="text">The latest chapters</content>
    <link rel="subsection" href="https://example.com/opds/v1.2/latest" type="application/atom+xml;profile=opds-catalog;kind=acquisition"/>
  </entry>
</feed>`;

describe("the OPDS 1.2 check", () => {
  it("passes a valid feed and finds a feed without its updated date", () => {
    expect(opds12Problems(feed())).toEqual([]);
    expect(opds12Problems(feed(""))).toEqual([
      expect.stringMatching(/missing required element "updated"/),
    ]);
  });

  it("checks many feeds at once and names the broken one by its key", () => {
    const problems = opds12ProblemsOf({
      "https://example.com/opds/v1.2/catalog": feed(),
      "https://example.com/opds/v1.2/latest": feed(""),
      "https://example.com/opds/v1.2/popular": feed(),
    });
    expect(problems).not.toEqual([]);
    for (const problem of problems) {
      expect(problem).toMatch(/^https:\/\/example\.com\/opds\/v1\.2\/latest:\d+:\d+: error: /);
    }
  });
});
