// Translator teams (issue #35) over HTTP, on the production build: a translator makes a team and
// leads it, adds a translator by e-mail (nobody else), and a reader follows it; a chapter uploaded
// for the team is credited to it and its members in the reader, on the comic's page, on the
// team's page and in both OPDS catalogs (each still valid); its members and followers are told
// when it is published. A team keeps a leader; an approved application joins the team it named.

import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { comics } from "../src/server/db/comics";
import { makePdf, poll } from "./comics";
import { addComic, addUser, openStore } from "./comicsStore";
import { opds2Problems, opds12Problems } from "./opds/validate";
import { signIn } from "./roles";
import { newDataDir, type RunningServer, startServer, storeEnv } from "./server";

const PASSWORD = "Secret123!";
const people = ["lead", "mate", "reader", "reviewer", "applicant"] as const;
type Who = (typeof people)[number];
const names: Record<Who, string> = {
  lead: "Salma Haddad",
  mate: "Jad Nasser",
  reader: "Rana Reader",
  reviewer: "Omar Review",
  applicant: "Lina Applicant",
};

describe("translator teams", () => {
  const dataDir = newDataDir();
  let server: RunningServer;
  const cookies = {} as Record<Who, string>;
  const ids = {} as Record<Who, string>;
  let comicId = "";
  let slug = "";
  let teamId = "";
  let teamSlug = "";
  let chapterId = "";

  const headers = (as?: Who, locale = "en") => ({
    origin: server.url,
    referer: `${server.url}/${locale}/account/teams`,
    "x-forwarded-for": `198.51.100.${as ? people.indexOf(as) + 1 : 99}`,
    ...(as ? { cookie: cookies[as] } : {}),
  });
  const get = (path: string, as?: Who) =>
    fetch(`${server.url}${path}`, { headers: headers(as), redirect: "manual" });
  const post = (path: string, body: unknown, as: Who, locale = "en") =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { ...headers(as, locale), "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const notices = async (as: Who) => (await get("/en/notifications", as)).text();

  beforeAll(async () => {
    const store = await openStore(dataDir);
    try {
      for (const who of people) {
        ids[who] = await addUser(store.db, {
          email: `${who}@example.com`,
          name: names[who],
          role:
            who === "lead" || who === "mate" ? "translator" : who === "applicant" ? "reader" : who,
          password: PASSWORD,
        });
      }
      comicId = await addComic(store.db, { name: "Lantern Market", uploaderId: ids.lead });
      const [comic] = await store.db
        .select({ slug: comics.slug })
        .from(comics)
        .where(eq(comics.id, comicId));
      slug = comic?.slug ?? "";
    } finally {
      await store.close();
    }
    server = await startServer({ ...storeEnv(dataDir), SEED_DEMO: "0", TRUST_PROXY: "1" });
    Object.assign(
      cookies,
      await signIn(
        server.url,
        Object.fromEntries(people.map((who) => [who, `${who}@example.com`])) as Record<Who, string>,
        PASSWORD,
      ),
    );
  }, 120_000);
  afterAll(() => server?.stop());

  it("lets a translator make a team, which they lead; a reader cannot", async () => {
    const team = {
      name: "Lantern Crew",
      description: "Night-market comics.",
      languages: ["arabic"],
    };
    expect((await post("/api/comics/teams", team, "reader")).status).toBe(403);
    const invalid = await post("/api/comics/teams", { ...team, name: "L", languages: [] }, "lead");
    expect(invalid.status).toBe(422);
    const made = await post("/api/comics/teams", team, "lead");
    expect(made.status).toBe(200);
    ({ id: teamId, slug: teamSlug } = (await made.json()) as { id: string; slug: string });
    expect(teamSlug).toBe("lantern-crew");
    // One name, one team, whatever its case.
    const again = await post("/api/comics/teams", { ...team, name: "LANTERN crew" }, "mate");
    expect(again.status).toBe(422);
    expect(JSON.stringify(await again.json())).toContain("Another team already has this name");
    const mine = await (await get("/en/account/teams", "lead")).text();
    expect(mine).toContain("Lantern Crew");
    expect(mine).toContain(`/en/teams/${teamSlug}`);
    expect((await get("/en/account/teams", "reader")).status).toBe(403);
  });

  it("lets its leader add a translator by e-mail, and nobody else", async () => {
    const add = (email: string, as: Who = "lead", locale = "en") =>
      post("/api/comics/teams/members", { teamId, email }, as, locale);
    expect((await add("reader@example.com", "mate")).status).toBe(403);
    const notTranslator = await add("reader@example.com", "lead", "ar");
    expect(notTranslator.status).toBe(422);
    expect(JSON.stringify(await notTranslator.json())).toContain("لا يوجد مترجم");
    expect((await add("  MATE@example.com ")).status).toBe(200);
    const twice = await add("mate@example.com");
    expect(twice.status).toBe(422);
    expect(JSON.stringify(await twice.json())).toContain("already a member of the team");
    expect(await notices("mate")).toContain("You have been added to the team Lantern Crew.");
  });

  it("keeps a leader: the only one cannot step down, a member cannot change roles", async () => {
    const role = (userId: string, value: string, as: Who) =>
      post("/api/comics/teams/members/role", { teamId, userId, role: value }, as);
    const alone = await role(ids.lead, "member", "lead");
    expect(alone.status).toBe(409);
    expect(JSON.stringify(await alone.json())).toContain("A team needs a leader");
    expect((await role(ids.mate, "leader", "mate")).status).toBe(403);
    expect((await role(ids.mate, "leader", "lead")).status).toBe(200);
    expect((await role(ids.mate, "member", "lead")).status).toBe(200);
  });

  it("credits a team's chapter to the team and its members once published, and tells them", async () => {
    expect(
      (await post("/api/comics/follow", { target: "team", id: teamId, following: true }, "reader"))
        .status,
    ).toBe(200);
    const cover = await sharp({
      create: { width: 60, height: 90, channels: 3, background: "#c7ab7b" },
    })
      .png()
      .toBuffer();
    const upload = async (team: string) => {
      const form = new FormData();
      form.set("comic", comicId);
      form.set("chapterNumber", "1");
      form.set("translationLanguage", "english");
      form.set("team", team);
      form.set("cover", new Blob([new Uint8Array(cover)]), "cover.png");
      form.set("pdf", new Blob([new Uint8Array(await makePdf(2))]), "chapter-1.pdf");
      return fetch(`${server.url}/api/comics/upload/chapter`, {
        method: "POST",
        headers: headers("lead"),
        body: form,
      });
    };
    // A team the translator is not in (none by that id) is refused.
    expect((await upload("00000000-0000-4000-8000-000000000000")).status).toBe(422);
    const uploaded = await upload(teamId);
    expect(uploaded.status).toBe(201);
    chapterId = ((await uploaded.json()) as { id: string }).id;
    await poll(
      async () => {
        const decided = await post(
          "/api/review/submissions/decide",
          { kind: "chapter", id: chapterId, decision: "approve" },
          "reviewer",
        );
        return decided.status === 200 ? true : undefined;
      },
      90_000,
      "the chapter's approval",
    );

    const reader = await (await get(`/en/comics/${slug}/1`)).text();
    expect(reader).toContain(`/en/teams/${teamSlug}`);
    expect(reader).toContain("Lantern Crew");
    expect(reader).toContain(names.mate);
    const comic = await (await get(`/en/comics/${slug}`)).text();
    expect(comic).toContain(`/en/teams/${teamSlug}`);
    const page = await get(`/ar/teams/${teamSlug}`);
    expect(page.status).toBe(200);
    const team = await page.text();
    expect(team).toContain("Lantern Crew");
    expect(team).toContain(names.lead);
    expect(team).toContain(names.mate);
    expect(team).toContain(`/ar/comics/${slug}/1?lang=english`);
    expect((await get("/en/teams/no-such-team")).status).toBe(404);

    expect(await notices("mate")).toContain("Chapter 1, credited to your team Lantern Crew");
    expect(await notices("reader")).toContain("Lantern Market");
  }, 120_000);

  it("names the team and its members in both OPDS catalogs, which stay valid", async () => {
    const made = await fetch(`${server.url}/api/account/app-passwords`, {
      method: "POST",
      headers: { ...headers("reader"), "content-type": "application/json" },
      body: JSON.stringify({ name: "Panels" }),
    });
    expect(made.status).toBe(200);
    const { password } = (await made.json()) as { password: string };
    const app = {
      authorization: `Basic ${Buffer.from(`reader@example.com:${password}`).toString("base64")}`,
    };
    const atom = await (
      await fetch(`${server.url}/opds/v1.2/comics/${slug}`, { headers: app })
    ).text();
    expect(opds12Problems(atom)).toEqual([]);
    expect(atom).toContain(
      `<author><name>Lantern Crew</name><uri>${server.url}/en/teams/${teamSlug}</uri></author>`,
    );
    expect(atom).toContain(`<contributor><name>${names.mate}</name>`);
    const json = (await (
      await fetch(`${server.url}/opds/v2/comics/${slug}`, { headers: app })
    ).json()) as { publications: { metadata: { translator?: { name: string }[] } }[] };
    expect(opds2Problems(json)).toEqual([]);
    const translators = json.publications[0]?.metadata.translator?.map((who) => who.name);
    expect(translators).toEqual(["Lantern Crew", names.lead, names.mate]);
  });

  it("adds an approved applicant to the team they asked to join, and tells its leader", async () => {
    const applied = await post(
      "/api/account/become-translator",
      { languages: ["arabic"], message: "I letter night-market comics.", team: teamId },
      "applicant",
    );
    expect(applied.status).toBe(201);
    const { id } = (await applied.json()) as { id: string };
    const decided = await post("/api/review/translators", { id, decision: "approve" }, "reviewer");
    expect(decided.status).toBe(200);
    expect(await notices("lead")).toContain(`${names.applicant} has joined your team Lantern Crew`);
    const team = await (await get(`/en/teams/${teamSlug}`)).text();
    expect(team).toContain(names.applicant);
  });

  it("lets a member leave, and the last to leave ends the team", async () => {
    const leave = (userId: string, as: Who) =>
      post("/api/comics/teams/members/remove", { teamId, userId }, as);
    // A member removes nobody but themselves.
    expect((await leave(ids.lead, "mate")).status).toBe(403);
    // The only leader cannot leave while others stay.
    expect((await leave(ids.lead, "lead")).status).toBe(409);
    expect((await leave(ids.mate, "mate")).status).toBe(200);
    expect((await leave(ids.applicant, "lead")).status).toBe(200);
    expect((await leave(ids.lead, "lead")).status).toBe(200);
    expect((await get(`/en/teams/${teamSlug}`)).status).toBe(404);
    // The chapter keeps its people's credit, without a team to link to.
    const reader = await (await get(`/en/comics/${slug}/1`)).text();
    expect(reader).not.toContain(`/en/teams/${teamSlug}`);
    expect(reader).toContain(names.mate);
  });
});
