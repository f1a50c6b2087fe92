// The studio's media library over HTTP on the production build (issue #30): an upload checked by
// its bytes and re-encoded (a JPEG and a PNG made here, a PDF named `.jpg` refused, 16 MB refused
// at the door), the renditions served for good, an image's details, where each image is used,
// the page for the studio's staff, and every other role refused.
import { paragraphsDocument } from "@rawafed/forms/schemas";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addUser, openStore } from "./comicsStore";
import { type EndpointCall, expectRoleRefusals, signIn } from "./roles";
import { newDataDir, type RunningServer, startServer, storeEnv } from "./server";

const PASSWORD = "MediaLibrary123!";

const people = {
  editor: "editor@example.com",
  publisher: "publisher@example.com",
  reader: "reader@example.com",
  translator: "translator@example.com",
  reviewer: "reviewer@example.com",
} as const;
type Person = keyof typeof people;

const picture = (width: number, height: number, alpha = false) =>
  sharp({
    create: {
      width,
      height,
      channels: alpha ? 4 : 3,
      background: alpha ? { r: 10, g: 120, b: 200, alpha: 0.6 } : { r: 200, g: 80, b: 20 },
    },
  });

interface Uploaded {
  id: string;
  src: string;
  fileName: string;
  width: number;
  height: number;
  widths: number[];
  alt: { en: string; ar: string };
  decorative: boolean;
  focalPoint: { x: number; y: number };
}

describe("the studio's media library", () => {
  const dataDir = newDataDir();
  let server: RunningServer;
  let cookies: Record<Person, string>;

  beforeAll(async () => {
    const store = await openStore(dataDir);
    try {
      for (const who of Object.keys(people) as Person[]) {
        await addUser(store.db, { email: people[who], role: who, password: PASSWORD });
      }
    } finally {
      await store.close();
    }
    server = await startServer(storeEnv(dataDir));
    cookies = await signIn(server.url, people, PASSWORD);
  }, 180_000);
  afterAll(() => server?.stop());

  /** Posts an upload as `who`, from the media page in `locale`. */
  const upload = (
    file: Blob,
    name: string,
    {
      who = "editor",
      json = true,
      locale = "en",
    }: { who?: Person; json?: boolean; locale?: string } = {},
  ) => {
    const form = new FormData();
    form.set("file", file, name);
    return fetch(`${server.url}/api/studio/media/upload`, {
      method: "POST",
      headers: {
        origin: server.url,
        referer: `${server.url}/${locale}/studio/media`,
        cookie: cookies[who],
        ...(json ? { accept: "application/json" } : {}),
      },
      body: form,
      redirect: "manual",
    });
  };

  const update = (
    values: Record<string, string>,
    { json = true, locale = "en" }: { json?: boolean; locale?: string } = {},
  ) =>
    fetch(`${server.url}/api/studio/media/update`, {
      method: "POST",
      headers: {
        origin: server.url,
        referer: `${server.url}/${locale}/studio/media`,
        cookie: cookies.editor,
        "content-type": "application/x-www-form-urlencoded",
        ...(json ? { accept: "application/json" } : {}),
      },
      body: new URLSearchParams(values),
      redirect: "manual",
    });

  let jpeg: Uploaded;
  let png: Uploaded;

  it("takes a JPEG, upright, at the widths no larger than it", async () => {
    const bytes = await picture(1300, 700).jpeg({ quality: 90 }).toBuffer();
    const answer = await upload(
      new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }),
      "harbour/../Dock 1.JPG",
    );
    expect(answer.status).toBe(201);
    const body = await answer.json();
    jpeg = body.image;
    expect(jpeg).toMatchObject({
      fileName: "Dock 1.JPG",
      width: 1300,
      height: 700,
      widths: [400, 800, 1200, 1600],
      alt: { en: "", ar: "" },
      decorative: false,
      focalPoint: { x: 50, y: 50 },
    });
    expect(jpeg.src).toBe(`/media/library/${jpeg.id}-800.webp`);
  });

  it("serves each rendition for good, as the image type it is", async () => {
    for (const [width, format, pixels] of [
      [800, "webp", 800],
      [400, "avif", 400],
      [1600, "webp", 1300],
    ] as const) {
      const answer = await fetch(`${server.url}/media/library/${jpeg.id}-${width}.${format}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toBe(`image/${format}`);
      expect(answer.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
      const bytes = new Uint8Array(await answer.arrayBuffer());
      expect(Number(answer.headers.get("content-length"))).toBe(bytes.byteLength);
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.exif]).toEqual([
        format === "avif" ? "heif" : "webp",
        pixels,
        undefined,
      ]);
    }
    for (const path of [
      `${jpeg.id}-500.webp`,
      `${jpeg.id}-800.png`,
      `${jpeg.id}-800.WEBP`,
      `00000000-0000-4000-8000-000000000000-800.webp`,
      `${jpeg.id}-800.webp/x`,
      `..%2f..%2fauth-secret`,
    ]) {
      const answer = await fetch(`${server.url}/media/library/${path}`);
      expect([path, answer.status]).toEqual([path, 404]);
      expect(answer.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("takes a PNG from the plain form and goes back to the media page with a notice", async () => {
    const bytes = await picture(500, 300, true).png().toBuffer();
    const answer = await upload(new Blob([new Uint8Array(bytes)]), "logo.png", {
      json: false,
      locale: "ar",
    });
    expect(answer.status).toBe(303);
    const location = new URL(answer.headers.get("location") ?? "", server.url);
    expect(location.pathname).toBe("/ar/studio/media");
    expect(location.searchParams.get("notice")).toBe("uploaded");
    const id = location.searchParams.get("image") ?? "";
    const served = await fetch(`${server.url}/media/library/${id}-800.webp`);
    const meta = await sharp(new Uint8Array(await served.arrayBuffer())).metadata();
    // Smaller than 800 px: the 800 is the picture at its own size, with its transparency.
    expect([meta.width, meta.height, meta.hasAlpha]).toEqual([500, 300, true]);
    expect((await fetch(`${server.url}/media/library/${id}-1200.webp`)).status).toBe(404);
    png = { id } as Uploaded;
  });

  it("refuses a PDF named .jpg, in the person's language, and stores nothing", async () => {
    const pdf = new TextEncoder().encode(
      "%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    );
    const english = await upload(new Blob([pdf], { type: "image/jpeg" }), "photo.jpg");
    expect(english.status).toBe(422);
    const body = await english.json();
    expect(body.fieldErrors).toEqual({ file: "studio.media.error.type" });
    expect(body.messages.file).toContain("JPEG, PNG, WebP or AVIF");
    const arabic = await upload(new Blob([pdf], { type: "image/jpeg" }), "photo.jpg", {
      locale: "ar",
    });
    expect((await arabic.json()).messages.file).toMatch(/[\u0600-\u06ff]/);
    const form = await upload(new Blob([pdf]), "photo.jpg", { json: false });
    expect(form.status).toBe(303);
    expect(form.headers.get("location")).toBe("/en/studio/media?notice=type");
    // A text file, and an upload without a file.
    const text = await upload(new Blob(["just words, no picture at all"]), "notes.png");
    expect((await text.json()).fieldErrors).toEqual({ file: "studio.media.error.type" });
    const empty = await upload(new Blob([]), "");
    expect([empty.status, (await empty.json()).fieldErrors]).toEqual([
      422,
      { file: "studio.media.error.missing" },
    ]);
  });

  it("refuses a 16 MB body at the door (413, on the file)", async () => {
    const big = new Uint8Array(16 * 1024 * 1024);
    big.set(await picture(10, 10).jpeg().toBuffer());
    const answer = await upload(new Blob([big], { type: "image/jpeg" }), "big.jpg");
    expect(answer.status).toBe(413);
    expect(answer.headers.get("connection")).toBe("close");
    const body = await answer.json();
    expect(body.fieldErrors).toEqual({ file: "validation.fileTooLarge" });
    expect(body.messages.file).toContain("15 MB");
  });

  it("keeps an image's alt texts, decorative flag and focal point (Arabic-Indic digits too)", async () => {
    const saved = await update(
      {
        image: jpeg.id,
        altEn: "Trucks at the dock",
        altAr: "شاحنات عند الرصيف",
        focalX: "٣٠",
        focalY: "75",
      },
      { json: false, locale: "ar" },
    );
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe(`/ar/studio/media?notice=saved&image=${jpeg.id}`);
    const json = await update({ image: jpeg.id, decorative: "true" });
    expect(json.status).toBe(200);
    expect((await json.json()).image).toMatchObject({
      alt: { en: "Trucks at the dock", ar: "شاحنات عند الرصيف" },
      decorative: true,
      focalPoint: { x: 30, y: 75 },
    });
    const outOfRange = await update({ image: jpeg.id, focalX: "150" });
    expect([outOfRange.status, (await outOfRange.json()).fieldErrors]).toEqual([
      422,
      { focalX: "studio.media.error.focal" },
    ]);
    const formRefused = await update({ image: jpeg.id, focalY: "-1" }, { json: false });
    expect(formRefused.headers.get("location")).toBe("/en/studio/media?notice=focal");
    const unknown = await update({ image: "00000000-0000-4000-8000-000000000000", altEn: "x" });
    expect(unknown.status).toBe(404);
  });

  it("shows the library to the studio's staff, with where each image is used", async () => {
    // A news draft with the JPEG in its body and the PNG as its cover.
    const body = paragraphsDocument(["Our new dock."]);
    body.content.push({
      type: "image",
      attrs: { src: jpeg.src, alt: "Trucks at the dock" },
    } as unknown as (typeof body.content)[number]);
    const saved = await fetch(`${server.url}/api/studio/save`, {
      method: "POST",
      headers: {
        origin: server.url,
        cookie: cookies.publisher,
        "content-type": "application/json",
      },
      body: JSON.stringify({
        kind: "news",
        itemId: null,
        language: "en",
        values: {
          title: "A new dock",
          slug: "a-new-dock",
          summary: "The dock opens.",
          body,
          seoTitle: "",
          seoDescription: "",
          coverImage: `/media/library/${png.id}-800.webp`,
          baseRevision: null,
        },
      }),
    });
    expect(saved.status).toBe(200);
    const { itemId, versionId } = await saved.json();
    // The language version is named too: publish and review take it.
    expect(versionId).toMatch(/^[0-9a-f-]{36}$/);

    const page = await fetch(`${server.url}/ar/studio/media?notice=saved`, {
      headers: { cookie: cookies.editor },
    });
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    const html = await page.text();
    expect(html).toContain("Dock 1.JPG");
    expect(html).toContain("logo.png");
    expect(html).toContain('action="/api/studio/media/upload"');
    expect(html).toContain("حُفظت بيانات الصورة.");
    expect(html.split(`href="/ar/studio/news/${itemId}?lang=en"`)).toHaveLength(3);
    // Newest first.
    expect(html.indexOf("logo.png")).toBeLessThan(html.indexOf("Dock 1.JPG"));

    const reader = await fetch(`${server.url}/en/studio/media`, {
      headers: { cookie: cookies.reader },
    });
    expect(reader.status).toBe(403);
    const visitor = await fetch(`${server.url}/en/studio/media`, { redirect: "manual" });
    expect(visitor.status).toBe(307);
    expect(visitor.headers.get("location")).toContain("/en/login?next=");
  });

  it("publishes a cover only with its text alternative, then draws it on the public page", async () => {
    const post = (path: string, body: unknown) =>
      fetch(`${server.url}/api/studio/${path}`, {
        method: "POST",
        headers: {
          origin: server.url,
          cookie: cookies.publisher,
          "content-type": "application/json",
        },
        body: JSON.stringify(body),
      });
    const saved = await post("save", {
      kind: "news",
      itemId: null,
      language: "en",
      values: {
        title: "Our new logo",
        slug: "our-new-logo",
        summary: "A new look.",
        body: paragraphsDocument(["A new look for the group."]),
        seoTitle: "",
        seoDescription: "",
        coverImage: `/media/library/${png.id}-800.webp`,
        baseRevision: null,
      },
    });
    const { versionId } = await saved.json();
    const refused = await post("publish", { versionId });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(await refused.json())).toContain("validation.altMissing");
    expect((await update({ image: png.id, altEn: "The Rawafed logo" })).status).toBe(200);
    expect((await post("publish", { versionId })).status).toBe(200);
    const html = await (await fetch(`${server.url}/en/news/our-new-logo`)).text();
    expect(html).toContain(`/media/library/${png.id}-400.avif 400w`);
    expect(html).toMatch(
      new RegExp(
        `<img[^>]*alt="The Rawafed logo"[^>]*src="/media/library/${png.id}-800.webp"|<img[^>]*src="/media/library/${png.id}-800.webp"[^>]*alt="The Rawafed logo"`,
      ),
    );
    const list = await (await fetch(`${server.url}/en/news`)).text();
    expect(list).toContain(`/media/library/${png.id}-800.webp`);
  });

  it("refuses both calls to a visitor (401) and to every role but the studio's (403)", async () => {
    const endpoints: EndpointCall[] = [
      { method: "POST", path: "/api/studio/media/upload" },
      { method: "POST", path: "/api/studio/media/update", body: { image: jpeg.id, altEn: "x" } },
    ];
    await expectRoleRefusals(server.url, endpoints, {
      visitor: null,
      reader: cookies.reader,
      translator: cookies.translator,
      reviewer: cookies.reviewer,
    });
  });
});
