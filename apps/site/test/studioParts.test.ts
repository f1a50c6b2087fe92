// The parts of pages in the studio over HTTP on the production build (issue #31): board members
// and committees are four eyes (the writer's own publish refused, another publisher's allowed,
// an editor's refused); a committee's members are checked line by line; the organization chart
// nests an entry under the one it reports to; the event notice fills the event and invitation
// pages; two people of one name both save (their hidden slugs made free); the order is the staff's.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "./server";
import { startStudioServer } from "./studioKit";

const people = {
  editor: "editor@example.com",
  publisher: "publisher@example.com",
  secondPublisher: "second.publisher@example.com",
} as const;
type Person = keyof typeof people;

const emptyBody = { type: "doc", content: [{ type: "paragraph" }] };
const paragraph = (text: string) => ({
  type: "doc",
  content: [{ type: "paragraph", content: [{ type: "text", text }] }],
});

interface Answer {
  itemId?: string;
  versionId?: string;
  fieldErrors?: Record<string, string>;
  messages?: Record<string, string>;
}

describe("the parts of pages in the studio", () => {
  let server: RunningServer;
  let cookies: Record<Person, string>;

  beforeAll(async () => {
    ({ server, cookies } = await startStudioServer(people));
  }, 180_000);
  afterAll(() => server?.stop());

  const post = async (path: string, body: unknown, who: Person, locale = "en") => {
    const response = await fetch(`${server.url}/api/studio/${path}`, {
      method: "POST",
      headers: {
        origin: server.url,
        cookie: cookies[who],
        "accept-language": locale,
        "content-type": "application/json",
        referer: `${server.url}/${locale}/studio/board`,
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, answer: (await response.json()) as Answer };
  };
  const save = (kind: string, values: Record<string, unknown>, who: Person = "publisher") =>
    post(
      "save",
      {
        kind,
        itemId: null,
        language: "en",
        values: { slug: "entry", body: emptyBody, baseRevision: null, ...values },
      },
      who,
    );
  const page = async (path: string) => (await fetch(`${server.url}${path}`)).text();

  it("publishes a board member only with a second publisher, first on the page", async () => {
    const saved = await save("board", {
      title: "Hessa Nasser Al-Dawsari",
      slug: "hessa-nasser-al-dawsari",
      summary: "Board Member (independent)",
      body: paragraph("A governance specialist with twenty years on listed boards."),
      termStart: "2024-09-16",
      termEnd: "2028-09-15",
      position: "١",
    });
    expect(saved.status).toBe(200);
    const versionId = saved.answer.versionId as string;
    const own = await post("publish", { versionId }, "publisher");
    expect(own.status).toBe(403);
    expect(own.answer.fieldErrors?._form).toBe("validation.fourEyes");
    expect((await post("publish", { versionId }, "editor")).status).toBe(403);
    expect((await post("publish", { versionId }, "secondPublisher")).status).toBe(200);

    const html = await page("/en/board-members");
    expect(html).toContain("Hessa Nasser Al-Dawsari");
    expect(html).toContain("A governance specialist with twenty years on listed boards.");
    // Order 1: before the chairman, who was first.
    expect(html.indexOf("Hessa Nasser Al-Dawsari")).toBeLessThan(
      html.indexOf("Abdulaziz Saleh Al-Rashed"),
    );
    // Not in Arabic until its Arabic version is published.
    expect(await page("/ar/board-members")).not.toContain("Hessa Nasser Al-Dawsari");
  });

  it("checks a committee's members line by line, and holds committees to four eyes", async () => {
    const refused = await save("committee", {
      title: "Risk Committee",
      summary: "Oversees the group's risk framework.",
      members: "Hessa Al-Dawsari: Chairwoman\nOnly a name",
    });
    expect(refused.status).toBe(422);
    expect(refused.answer.fieldErrors?.members).toBe("validation.members");
    const saved = await save("committee", {
      title: "Risk Committee",
      summary: "Oversees the group's risk framework.",
      members: "Hessa Al-Dawsari: Chairwoman\n\nFahad Al-Otaibi — Member",
    });
    expect(saved.status).toBe(200);
    const versionId = saved.answer.versionId as string;
    expect((await post("publish", { versionId }, "publisher")).status).toBe(403);
    expect((await post("publish", { versionId }, "secondPublisher")).status).toBe(200);
    const html = await page("/en/board-members");
    expect(html).toContain("Risk Committee");
    expect(html).toContain("Chairwoman");
    expect(html).toContain("Fahad Al-Otaibi");
  });

  it("nests a chart entry under the one it reports to", async () => {
    const parent = await save("org", { title: "Sustainability Office" }, "editor");
    expect(parent.status).toBe(200);
    const child = await save(
      "org",
      { title: "Carbon Reporting Unit", parent: parent.answer.itemId },
      "editor",
    );
    expect(child.status).toBe(200);
    // The chart is not a disclosure: the writer may publish (a publisher writing here).
    for (const versionId of [parent.answer.versionId, child.answer.versionId]) {
      expect((await post("publish", { versionId }, "publisher")).status).toBe(200);
    }
    const html = await page("/en/organization-chart");
    const office = html.indexOf("Sustainability Office");
    const unit = html.indexOf("Carbon Reporting Unit");
    expect(office).toBeGreaterThan(0);
    // The unit is drawn inside the office's list, after it.
    expect(unit).toBeGreaterThan(office);
    expect(html.slice(office, unit)).toContain("<ul");
    expect(html).toContain("General Assembly of Shareholders");
  });

  it("saves two people of one name, and fills the event's pages from the notice", async () => {
    for (const role of ["Engineer", "Planner"]) {
      const saved = await save("team", { title: "Sara Ahmed", summary: role });
      expect(saved.status).toBe(200);
    }
    const event = await save("event", {
      title: "Saudi Warehousing Week 2027",
      summary: "See our newest racking and the control tower live.",
      body: paragraph("We would be glad to welcome you on our stand."),
      dates: "1 to 3 March 2027",
      hours: "10 AM to 6 PM daily",
      booth: "C12",
      venue: "Riyadh Front Exhibition Centre",
      eventLead: "From 1 to 3 March 2027, meet Rawafed Group at booth C12.",
      invitationLead: "Rawafed Group invites you to booth C12 at Saudi Warehousing Week.",
    });
    expect(event.status).toBe(200);
    expect((await post("publish", { versionId: event.answer.versionId }, "publisher")).status).toBe(
      200,
    );
    const eventPage = await page("/en/event");
    expect(eventPage).toContain("Saudi Warehousing Week 2027");
    expect(eventPage).toContain("From 1 to 3 March 2027, meet Rawafed Group at booth C12.");
    expect(eventPage).toContain("C12");
    const invitation = await page("/en/invitation");
    expect(invitation).toContain("We would be glad to welcome you on our stand.");
    expect(invitation).toContain("Rawafed Group invites you to booth C12");
  });

  it("previews a draft in its place on its page, marked and not indexed, for the link's holder", async () => {
    const saved = await save("leader", {
      title: "Mona Khalid Al-Saud",
      summary: "Chief Sustainability Officer",
    });
    expect(saved.status).toBe(200);
    const studio = await fetch(`${server.url}/en/studio/leader/${saved.answer.itemId}?lang=en`, {
      headers: { cookie: cookies.publisher },
    });
    const link = /href="([^"]*\/en\/leaders\?preview=[^"]+)"/.exec(await studio.text())?.[1];
    expect(link).toBeTruthy();
    const previewed = await fetch(`${server.url}${(link as string).replace(/&amp;/g, "&")}`);
    expect(previewed.status).toBe(200);
    expect(previewed.headers.get("x-robots-tag")).toBe("noindex");
    expect(previewed.headers.get("cache-control")).toContain("no-store");
    const html = await previewed.text();
    expect(html).toContain("Mona Khalid Al-Saud");
    // The preview's notice, above the page.
    expect(html).toContain("Preview");
    // Visitors without the link do not see the draft.
    expect(await page("/en/leaders")).not.toContain("Mona Khalid Al-Saud");
    // A forged token shows the page as published.
    expect(await page("/en/leaders?preview=forged.123.abc")).not.toContain("Mona Khalid Al-Saud");
  });
});
