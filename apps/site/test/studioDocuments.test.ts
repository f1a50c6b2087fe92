// The investors' documents in the studio over HTTP on the production build (issue #31): a PDF is
// checked by its bytes and structure before it is kept; a year's key figures are numbers in
// Latin or Arabic-Indic digits whose balance sheet totals agree; a statement or policy is
// published only by a publisher who did not write its last revision (four eyes), whatever calls
// the API; the page, its chart and the download then show it at its true size.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePdf } from "./comics";
import { type EndpointCall, expectRoleRefusals } from "./roles";
import type { RunningServer } from "./server";
import { startStudioServer } from "./studioKit";

const people = {
  reader: "reader@example.com",
  reviewer: "reviewer@example.com",
  editor: "editor@example.com",
  publisher: "publisher@example.com",
  secondPublisher: "second.publisher@example.com",
} as const;
type Person = keyof typeof people;

const emptyBody = { type: "doc", content: [{ type: "paragraph" }] };

interface Answer {
  ok?: boolean;
  file?: string;
  bytes?: number;
  itemId?: string;
  versionId?: string;
  fieldErrors?: Record<string, string>;
  messages?: Record<string, string>;
}

const statement = (document: string, figures: Record<string, string>, extra = {}) => ({
  title: "Audited financial statements 2024",
  slug: "financial-statements-2024",
  document,
  year: "2024",
  revenue: "512,400",
  netProfit: "41,250",
  totalAssets: "980,000",
  totalLiabilities: "410,000",
  totalEquity: "570,000",
  ...figures,
  body: emptyBody,
  baseRevision: null,
  ...extra,
});

describe("the investors' documents in the studio", () => {
  let server: RunningServer;
  let cookies: Record<Person, string>;

  beforeAll(async () => {
    ({ server, cookies } = await startStudioServer(people));
  }, 180_000);
  afterAll(() => server?.stop());

  const headers = (who: Person, locale: string) => ({
    origin: server.url,
    cookie: cookies[who],
    "accept-language": locale,
    referer: `${server.url}/${locale}/studio/statement`,
  });
  const post = async (path: string, body: unknown, who: Person, locale = "en") => {
    const response = await fetch(`${server.url}/api/studio/${path}`, {
      method: "POST",
      headers: { ...headers(who, locale), "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: response.status, answer: (await response.json()) as Answer };
  };
  const upload = async (bytes: Uint8Array, name: string, who: Person = "publisher") => {
    const form = new FormData();
    form.set("document", new Blob([new Uint8Array(bytes)], { type: "application/pdf" }), name);
    const response = await fetch(`${server.url}/api/studio/documents/upload`, {
      method: "POST",
      headers: headers(who, "en"),
      body: form,
    });
    return { status: response.status, answer: (await response.json()) as Answer };
  };

  it("lets only the studio's staff upload a document", async () => {
    const call: EndpointCall = {
      method: "POST",
      path: "/api/studio/documents/upload",
      body: { document: "x" },
    };
    await expectRoleRefusals(server.url, [call], {
      visitor: null,
      reader: cookies.reader,
      reviewer: cookies.reviewer,
    });
  });

  it("refuses a file that is not a PDF, whatever its name says, and a damaged one", async () => {
    const png = await sharp({
      create: { width: 20, height: 20, channels: 3, background: "#000" },
    })
      .png()
      .toBuffer();
    const notPdf = await upload(png, "statements.pdf");
    expect(notPdf.status).toBe(422);
    expect(notPdf.answer.fieldErrors?.document).toBe("validation.fileType");
    const exe = await upload(new TextEncoder().encode("MZ\x90\x00"), "setup.exe");
    expect(exe.answer.fieldErrors?.document).toBe("validation.fileType");
    const real = await makePdf(2);
    const cut = await upload(real.subarray(0, Math.floor(real.byteLength / 2)), "cut.pdf");
    expect(cut.status).toBe(422);
    expect(cut.answer.fieldErrors?.document).toBe("validation.pdfDamaged");
  });

  it("refuses figures that are not numbers and totals that disagree, in the person's language", async () => {
    const { answer: uploaded } = await upload(await makePdf(3), "statements-2024.pdf");
    const file = uploaded.file as string;
    const notNumber = await post(
      "save",
      {
        kind: "statement",
        itemId: null,
        language: "ar",
        values: statement(file, { revenue: "خمسمائة" }),
      },
      "publisher",
      "ar",
    );
    expect(notNumber.status).toBe(422);
    expect(notNumber.answer.fieldErrors?.revenue).toBe("validation.amount");
    expect(notNumber.answer.messages?.revenue).toContain("عدداً صحيحاً");

    const mismatch = await post(
      "save",
      {
        kind: "statement",
        itemId: null,
        language: "en",
        values: statement(file, { totalAssets: "980,001" }),
      },
      "publisher",
    );
    expect(mismatch.status).toBe(422);
    expect(mismatch.answer.fieldErrors?.totalAssets).toBe("validation.totalsMismatch");
    expect(mismatch.answer.messages?.totalAssets).toContain("total liabilities plus total equity");

    const noFile = await post(
      "save",
      {
        kind: "statement",
        itemId: null,
        language: "en",
        values: statement("documents/00000000-0000-4000-8000-000000000000.pdf", {}),
      },
      "publisher",
    );
    expect(noFile.answer.fieldErrors?.document).toBe("validation.documentMissing");
  });

  it("publishes the 2024 statements only with a second publisher, then shows them", async () => {
    const pdf = await makePdf(4);
    const { status, answer: uploaded } = await upload(pdf, "statements-2024.pdf");
    expect(status).toBe(201);
    expect(uploaded.bytes).toBe(pdf.byteLength);

    // Arabic-Indic digits and Arabic thousands separators, as an Arabic keyboard types them.
    const saved = await post(
      "save",
      {
        kind: "statement",
        itemId: null,
        language: "en",
        values: statement(uploaded.file as string, {
          year: "٢٠٢٤",
          revenue: "٥١٢٬٤٠٠",
        }),
      },
      "publisher",
    );
    expect(saved.status).toBe(200);
    const versionId = saved.answer.versionId as string;

    const own = await post("publish", { versionId }, "publisher");
    expect(own.status).toBe(403);
    expect(own.answer.fieldErrors?._form).toBe("validation.fourEyes");
    const ownSchedule = await post(
      "schedule",
      { versionId, what: "publish", at: "2099-01-01T10:00" },
      "publisher",
    );
    expect(ownSchedule.status).toBe(403);
    expect((await post("publish", { versionId }, "editor")).status).toBe(403);
    const approved = await post("publish", { versionId }, "secondPublisher");
    expect(approved.status).toBe(200);

    const file = await fetch(`${server.url}/files/en/financial-statements-2024.pdf`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-security-policy")).toContain("sandbox");
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(bytes.byteLength).toBe(pdf.byteLength);
    expect(Buffer.from(bytes).equals(Buffer.from(pdf))).toBe(true);

    const page = await (await fetch(`${server.url}/en/finical-statements`)).text();
    expect(page).toContain("Audited financial statements 2024");
    expect(page).toContain('href="/files/en/financial-statements-2024.pdf"');
    // The years newest first: 2024 before 2023.
    expect(page.indexOf("financial-statements-2024.pdf")).toBeLessThan(
      page.indexOf("financial-statements-2023.pdf"),
    );
    // The revenue chart's table: 2024 at SAR 512.4 million, the chart's five years from 2020.
    expect(page).toMatch(/2024<\/th><td[^>]*>512\.4</);
    expect(page).not.toMatch(/2019<\/th><td/);
    // Not published in Arabic: the Arabic page does not offer it.
    const arabic = await (await fetch(`${server.url}/ar/finical-statements`)).text();
    expect(arabic).not.toContain("financial-statements-2024.pdf");
    expect((await fetch(`${server.url}/files/ar/financial-statements-2024.pdf`)).status).toBe(404);
  });

  it("holds a policy to four eyes too, and serves the first content's documents", async () => {
    const { answer: uploaded } = await upload(await makePdf(1), "whistleblowing.pdf", "editor");
    const saved = await post(
      "save",
      {
        kind: "policy",
        itemId: null,
        language: "en",
        values: {
          title: "Whistleblowing policy",
          slug: "policy-whistleblowing",
          document: uploaded.file,
          body: emptyBody,
          baseRevision: null,
        },
      },
      "publisher",
    );
    expect(saved.status).toBe(200);
    const versionId = saved.answer.versionId as string;
    expect((await post("publish", { versionId }, "publisher")).status).toBe(403);
    expect((await post("publish", { versionId }, "secondPublisher")).status).toBe(200);
    const page = await (await fetch(`${server.url}/en/regulations-and-policies`)).text();
    expect(page).toContain("Whistleblowing policy");

    const seeded = await fetch(`${server.url}/files/ar/financial-statements-2021.pdf`);
    expect(seeded.status).toBe(200);
    const expected = readFileSync(
      join(import.meta.dirname, "../seed/ar/financial-statements-2021.pdf"),
    );
    expect(Buffer.from(await seeded.arrayBuffer()).equals(expected)).toBe(true);
    expect((await fetch(`${server.url}/files/en/no-such-document.pdf`)).status).toBe(404);
    expect((await fetch(`${server.url}/files/en/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
  });
});
