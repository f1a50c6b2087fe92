// The studio's calls over HTTP on the production build (issue #30): every endpoint refuses every
// role it is not for (an editor calling a publisher's endpoint gets 403), and bad input — a script,
// an `on*` attribute, a `javascript:` link or a foreign node in a body, a 20 MB body, a slug that
// collides, a schedule in the past, a stale save — gets a clear message in the person's language.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postAnsweredEarly } from "./forms";
import { type EndpointCall, expectRoleRefusals } from "./roles";
import type { RunningServer } from "./server";
import { startStudioServer } from "./studioKit";

const id = "00000000-0000-4000-8000-000000000000";

const people = {
  reader: "reader@example.com",
  translator: "translator@example.com",
  reviewer: "reviewer@example.com",
  editor: "editor@example.com",
  publisher: "publisher@example.com",
  secondPublisher: "second.publisher@example.com",
} as const;
type Person = keyof typeof people;

const paragraph = (text: string, extra: Record<string, unknown> = {}) => ({
  type: "paragraph",
  content: [{ type: "text", text }],
  ...extra,
});
const values = (
  title: string,
  slug: string,
  body: unknown,
  baseRevision: string | null = null,
) => ({
  title,
  slug,
  summary: `${title}.`,
  body,
  seoTitle: "",
  seoDescription: "",
  coverImage: "",
  baseRevision,
});
const doc = (...content: unknown[]) => ({ type: "doc", content });

/** Endpoints for publishers (and admins) only. */
const publishing: EndpointCall[] = [
  { method: "POST", path: "/api/studio/publish", body: { versionId: id } },
  { method: "POST", path: "/api/studio/unpublish", body: { versionId: id } },
  {
    method: "POST",
    path: "/api/studio/schedule",
    body: { versionId: id, what: "publish", at: "2099-01-01T10:00" },
  },
];
/** Endpoints for the whole studio. */
const writing: EndpointCall[] = [
  {
    method: "POST",
    path: "/api/studio/save",
    body: { kind: "news", itemId: null, language: "en", values: values("x", "x", doc()) },
  },
  { method: "POST", path: "/api/studio/review", body: { versionId: id } },
];

describe("the studio's calls", () => {
  let server: RunningServer;
  let cookies: Record<Person, string>;

  beforeAll(async () => {
    ({ server, cookies } = await startStudioServer(people));
  }, 180_000);
  afterAll(() => server?.stop());

  const post = (path: string, body: unknown, who: Person, locale = "en") =>
    fetch(`${server.url}/api/studio/${path}`, {
      method: "POST",
      headers: {
        origin: server.url,
        "content-type": "application/json",
        cookie: cookies[who],
        "accept-language": locale,
        referer: `${server.url}/${locale}/studio/news`,
      },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  const save = (body: unknown, locale = "en", who: Person = "editor") =>
    post("save", { kind: "news", itemId: null, language: "en", ...(body as object) }, who, locale);

  it("refuses publishing to editors and everything to other roles and visitors", async () => {
    await expectRoleRefusals(server.url, publishing, {
      visitor: null,
      reader: cookies.reader,
      translator: cookies.translator,
      reviewer: cookies.reviewer,
      editor: cookies.editor,
    });
    await expectRoleRefusals(server.url, writing, {
      visitor: null,
      reader: cookies.reader,
      translator: cookies.translator,
      reviewer: cookies.reviewer,
    });
  });

  it.each([
    ["a script node", doc({ type: "script", content: [{ type: "text", text: "alert(1)" }] })],
    ["an event attribute", doc(paragraph("x", { attrs: { onclick: "alert(1)" } }))],
    [
      "a javascript: link",
      doc({
        type: "paragraph",
        content: [
          {
            type: "text",
            text: "x",
            marks: [{ type: "link", attrs: { href: "javascript:alert(1)" } }],
          },
        ],
      }),
    ],
    ["raw HTML", doc({ type: "html", attrs: { html: "<img src=x onerror=alert(1)>" } })],
  ])("refuses %s in a body, in the person's language", async (_, body) => {
    for (const [locale, words] of [
      ["en", "does not allow"],
      ["ar", "لا يسمح بها المحرر"],
    ] as const) {
      const response = await save({ values: values("Bad", `bad-${locale}`, body) }, locale);
      expect(response.status).toBe(422);
      const answer = (await response.json()) as {
        fieldErrors: Record<string, string>;
        messages: Record<string, string>;
      };
      expect(answer.fieldErrors.body).toBe("validation.richTextInvalid");
      expect(answer.messages.body).toContain(words);
    }
  });

  it("refuses a 20 MB body at the door, and a body too long to keep by its length", async () => {
    const huge = doc(paragraph("x".repeat(20 * 1024 * 1024)));
    // Answered while it is still being sent: read as a client that listens while it writes.
    const refused = await postAnsweredEarly(
      `${server.url}/api/studio/save`,
      JSON.stringify({
        kind: "news",
        itemId: null,
        language: "en",
        values: values("Huge", "huge", huge),
      }),
      {
        origin: server.url,
        "content-type": "application/json",
        cookie: cookies.editor,
        referer: `${server.url}/en/studio/news`,
      },
    );
    expect(refused.status).toBe(413);
    const long = doc(...Array.from({ length: 30 }, () => paragraph("x".repeat(10_000))));
    const tooLong = await save({ values: values("Long", "long", long) });
    expect(tooLong.status).toBe(422);
    expect(
      ((await tooLong.json()) as { fieldErrors: Record<string, string> }).fieldErrors.body,
    ).toBe("validation.richTextTooLong");
  });

  let itemId = "";
  let first = "";
  let versionId = "";

  it("saves, refuses a slug that collides, and a save based on an older revision", async () => {
    const created = await save({ values: values("Results", "results", doc(paragraph("One."))) });
    expect(created.status).toBe(200);
    ({
      itemId,
      versionId,
      revision: first,
    } = (await created.json()) as { itemId: string; versionId: string; revision: string });
    const taken = await save(
      { values: values("Park", "rawafed-park-opens", doc(paragraph("x"))) },
      "ar",
    );
    expect(taken.status).toBe(422);
    const answer = (await taken.json()) as {
      fieldErrors: Record<string, string>;
      messages: Record<string, string>;
    };
    expect(answer.fieldErrors.slug).toBe("validation.slugTaken");
    expect(answer.messages.slug).toContain("العنوان نفسه");

    const next = await save({
      itemId,
      values: values("Results", "results", doc(paragraph("Two.")), first),
    });
    expect(next.status).toBe(200);
    const stale = await save({
      itemId,
      values: values("Results", "results", doc(paragraph("Mine.")), first),
    });
    expect(stale.status).toBe(409);
    expect(JSON.stringify(await stale.json())).toContain("validation.studioConflict");
  });

  it("refuses a schedule in the past, and publishes for a publisher", async () => {
    const page = await fetch(`${server.url}/api/studio/save`, { method: "GET" });
    expect(page.status).toBe(405);
    const past = await post(
      "schedule",
      { versionId, what: "publish", at: "2020-01-01T10:00" },
      "publisher",
      "ar",
    );
    expect(past.status).toBe(422);
    const answer = (await past.json()) as { fieldErrors: Record<string, string> };
    expect(answer.fieldErrors.at).toBe("validation.scheduleInPast");
    const published = await post("publish", { versionId }, "publisher");
    expect(published.status).toBe(200);
    const visible = await fetch(`${server.url}/en/news/results`);
    expect(visible.status).toBe(200);
    expect(await visible.text()).toContain("Two.");
  });

  it("publishes a disclosure only through a publisher who did not write it (four eyes)", async () => {
    const written = await post(
      "save",
      {
        kind: "news",
        itemId: null,
        language: "en",
        disclosure: true,
        values: values("Dividend", "dividend-2026", doc(paragraph("A dividend."))),
      },
      "publisher",
    );
    expect(written.status).toBe(200);
    const { versionId: disclosure } = (await written.json()) as { versionId: string };
    const own = await post("publish", { versionId: disclosure }, "publisher", "ar");
    expect(own.status).toBe(403);
    const answer = (await own.json()) as {
      fieldErrors: Record<string, string>;
      messages: Record<string, string>;
    };
    expect(Object.values(answer.fieldErrors)).toEqual(["validation.fourEyes"]);
    expect(Object.values(answer.messages)[0]).toContain("ناشر آخر");
    const editor = await post("publish", { versionId: disclosure }, "editor");
    expect(editor.status).toBe(403);
    const other = await post("publish", { versionId: disclosure }, "secondPublisher");
    expect(other.status).toBe(200);
  });
});
