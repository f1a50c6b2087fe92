// "Download my data" over HTTP, on the production build: a reader asks in their settings, a job
// makes the zip and mails them; the zip holds their account, their follows and what they sent
// through the forms, as JSON, and is theirs alone to download (401 for a visitor, 404 for
// another reader); the settings say it is ready.
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addComic, addUser, openStore } from "./comicsStore";
import { poster } from "./forms";
import { outbox } from "./mail";
import { signIn } from "./roles";
import { newDataDir, type RunningServer, startServer, storeEnv } from "./server";

const password = "Export123!x";
const reader = "exporter@example.com";
const other = "other-reader@example.com";

describe("download my data", () => {
  const dataDir = newDataDir();
  let server: RunningServer;
  let cookies: Record<"reader" | "other", string>;
  let comicId = "";
  const post = poster(() => server);

  beforeAll(async () => {
    const store = await openStore(dataDir);
    try {
      await addUser(store.db, { email: reader, name: "Export Reader", password });
      await addUser(store.db, { email: other, password });
      comicId = await addComic(store.db, { name: "Followed Tales" });
    } finally {
      await store.close();
    }
    // Its store made already (on PostgreSQL, its database): the server is given it as it is.
    server = await startServer(storeEnv(dataDir));
    cookies = await signIn(server.url, { reader, other }, password);
    const as = { origin: server.url, cookie: cookies.reader };
    const followed = await post(
      "/api/comics/follow",
      { target: "comic", id: comicId, following: true },
      as,
    );
    expect(followed.status).toBe(200);
    const message = {
      name: "Export Reader",
      email: reader,
      phone: "",
      subject: "My data",
      message: "What do you hold about me?",
    };
    expect((await post("/api/contact", message, { origin: server.url })).status).toBe(201);
  }, 120_000);
  afterAll(() => server?.stop());

  it("makes the zip, mails its owner, and gives it to them alone", async () => {
    expect((await post("/api/account/export", {}, { origin: server.url })).status).toBe(401);
    const asked = await post("/api/account/export", undefined, {
      origin: server.url,
      cookie: cookies.reader,
    });
    expect(asked.status).toBe(202);

    await expect
      .poll(() => outbox(dataDir).some((mail) => mail.to.includes(reader)), { timeout: 30_000 })
      .toBe(true);
    const mail = outbox(dataDir).find((one) => one.to.includes(reader));
    expect(mail?.subject).toBe("Your data is ready to download");
    expect(mail?.text).toContain("/en/account/settings#your-data");

    const settings = await (
      await fetch(`${server.url}/en/account/settings`, { headers: { cookie: cookies.reader } })
    ).text();
    expect(settings).toContain("Your data is ready");
    const href = /\/api\/account\/export\/[0-9a-f-]{36}/.exec(settings)?.[0] ?? "";
    expect(href).not.toBe("");

    expect((await fetch(`${server.url}${href}`)).status).toBe(401);
    const stranger = await fetch(`${server.url}${href}`, { headers: { cookie: cookies.other } });
    expect(stranger.status).toBe(404);
    const download = await fetch(`${server.url}${href}`, { headers: { cookie: cookies.reader } });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/zip");
    expect(download.headers.get("content-disposition")).toMatch(
      /^attachment; filename="rawafed-my-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(download.headers.get("cache-control")).toBe("no-store");

    const files = unzipSync(new Uint8Array(await download.arrayBuffer()));
    const json = (name: string) => JSON.parse(strFromU8(files[name] ?? new Uint8Array()));
    expect(json("account.json")).toMatchObject({ email: reader, name: "Export Reader" });
    expect(JSON.stringify(json("account.json"))).not.toMatch(/token|password|secret/i);
    expect(json("follows.json")).toEqual([expect.objectContaining({ targetId: comicId })]);
    expect(json("sent-forms.json")).toEqual([
      expect.objectContaining({
        kind: "contact",
        fields: expect.objectContaining({ message: "What do you hold about me?" }),
      }),
    ]);
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(["reading-history.json", "saves.json", "notifications.json"]),
    );
  });
});
