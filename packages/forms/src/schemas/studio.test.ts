import { describe, expect, it } from "vitest";
import {
  createScheduleSchema,
  createStudioVersionSchema,
  isFourEyesKind,
  paragraphsDocument,
  parseAmount,
  riyadhLocalToUtc,
  SLUG_MAX,
  slugFromTitle,
  studioVersionSchemas,
  utcToRiyadhLocal,
  validate,
} from "./index";

describe("slugFromTitle", () => {
  it.each([
    ["Rawafed Group Annual Results 2025", "rawafed-group-annual-results-2025"],
    ["  Q3 2025: results & outlook!  ", "q3-2025-results-outlook"],
    ["Rawafed's new warehouse — Dammam", "rawafeds-new-warehouse-dammam"],
    ["A -- B __ C / D", "a-b-c-d"],
    ["Ünïcode Café", "ünïcode-café"],
    // Arabic: letters kept, tashkeel and tatweel left out, Arabic punctuation left out.
    ["روافد تعلن نتائجها السنوية", "روافد-تعلن-نتائجها-السنوية"],
    ["مُبَارَكٌ افتتاحُ المستودعِ الجديد", "مبارك-افتتاح-المستودع-الجديد"],
    ["أخبار، تقارير؟ وإعلانات!", "أخبار-تقارير-وإعلانات"],
    ["الـــشـركة", "الشركة"],
    // Arabic-Indic digits become Latin ones; English inside Arabic is lowercased.
    ["نتائج الربع ٣ لعام ٢٠٢٥", "نتائج-الربع-3-لعام-2025"],
    ["شراكة مع Almarai في الرياض", "شراكة-مع-almarai-في-الرياض"],
    ["!!!", ""],
  ])("%j → %j", (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
  });

  it("keeps to the limit, cut at a word", () => {
    const slug = slugFromTitle("word ".repeat(60));
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(slug.endsWith("word")).toBe(true);
  });

  it("gives slugs the schema accepts", () => {
    for (const title of ["روافد تعلن نتائجها", "Q3 2025: results", "مُبَارَك — Café"]) {
      const result = validate(studioVersionSchemas.faq, {
        title,
        slug: slugFromTitle(title),
        body: paragraphsDocument(["Answer"]),
        baseRevision: null,
      });
      expect(result.ok, title).toBe(true);
    }
  });
});

describe("studio version schema", () => {
  const news = {
    title: "Rawafed opens a new warehouse",
    slug: "new-warehouse",
    summary: "A new site in Dammam.",
    body: paragraphsDocument(["The warehouse opens in May."]),
    baseRevision: "rev-12",
  };

  it("accepts a news version and trims its text", () => {
    const result = validate(studioVersionSchemas.news, { ...news, title: `  ${news.title} ` });
    expect(result).toMatchObject({ ok: true, data: { title: news.title, baseRevision: "rev-12" } });
  });

  it("requires title, slug and (for news and blog) a summary", () => {
    for (const kind of ["news", "blog"] as const) {
      const result = validate(createStudioVersionSchema(kind), {
        ...news,
        title: "",
        slug: " ",
        summary: "",
      });
      expect(result).toEqual({
        ok: false,
        fieldErrors: {
          title: "validation.required",
          slug: "validation.required",
          summary: "validation.required",
        },
      });
    }
  });

  it("keeps to the limits", () => {
    const result = validate(studioVersionSchemas.news, {
      ...news,
      title: "t".repeat(201),
      slug: "s".repeat(121),
      summary: "s".repeat(401),
      seoTitle: "s".repeat(71),
      seoDescription: "s".repeat(171),
    });
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        title: "validation.max",
        slug: "validation.max",
        summary: "validation.max",
        seoTitle: "validation.max",
        seoDescription: "validation.max",
      },
    });
  });

  it.each(["new-warehouse", "مستودع-جديد", "2025-results", "café"])(
    "accepts the slug %s",
    (slug) => {
      expect(validate(studioVersionSchemas.news, { ...news, slug }).ok).toBe(true);
    },
  );

  it.each([
    "-new",
    "new-",
    "new--warehouse",
    "New-Warehouse",
    "new warehouse",
    "new_warehouse",
    "مُستودع",
    "a/b",
  ])("refuses the slug %s", (slug) => {
    expect(validate(studioVersionSchemas.news, { ...news, slug })).toEqual({
      ok: false,
      fieldErrors: { slug: "validation.slug" },
    });
  });

  it("maps a body the structure check refuses to its message", () => {
    const script = { type: "doc", content: [{ type: "script", content: [] }] };
    const link = {
      type: "doc",
      content: [
        {
          type: "paragraph",
          content: [
            {
              type: "text",
              text: "click",
              marks: [{ type: "link", attrs: { href: "javascript:alert(1)" } }],
            },
          ],
        },
      ],
    };
    const long = paragraphsDocument(["x".repeat(100_001), "y".repeat(100_001)]);
    expect(validate(studioVersionSchemas.news, { ...news, body: script })).toEqual({
      ok: false,
      fieldErrors: { body: "validation.richTextInvalid" },
    });
    expect(validate(studioVersionSchemas.news, { ...news, body: link })).toEqual({
      ok: false,
      fieldErrors: { body: "validation.richTextInvalid" },
    });
    expect(validate(studioVersionSchemas.news, { ...news, body: long })).toEqual({
      ok: false,
      fieldErrors: { body: "validation.richTextTooLong" },
    });
    expect(validate(studioVersionSchemas.news, { ...news, body: "<p>hi</p>" })).toEqual({
      ok: false,
      fieldErrors: { body: "validation.richTextInvalid" },
    });
  });

  it("takes a cover image only from the site's media", () => {
    expect(
      validate(studioVersionSchemas.news, { ...news, coverImage: "/media/ab12/cover.webp" }).ok,
    ).toBe(true);
    expect(validate(studioVersionSchemas.news, { ...news, coverImage: "" }).ok).toBe(true);
    expect(
      validate(studioVersionSchemas.news, { ...news, coverImage: "https://evil.example/x.png" }),
    ).toEqual({ ok: false, fieldErrors: { coverImage: "validation.fieldInvalid" } });
  });

  it("needs the base revision, an id or null", () => {
    const { baseRevision: _, ...without } = news;
    expect(validate(studioVersionSchemas.news, without).ok).toBe(false);
    expect(validate(studioVersionSchemas.news, { ...news, baseRevision: null }).ok).toBe(true);
  });

  it("has the job's fields for a job", () => {
    const job = {
      ...news,
      summary: "",
      location: "Riyadh",
      employmentType: "fullTime",
      closesOn: "2026-12-31",
    };
    expect(validate(studioVersionSchemas.job, job)).toMatchObject({
      ok: true,
      data: { location: "Riyadh", employmentType: "fullTime", closesOn: "2026-12-31" },
    });
    expect(
      validate(studioVersionSchemas.job, {
        ...job,
        location: "",
        employmentType: "",
        closesOn: "2026-02-30",
      }),
    ).toEqual({
      ok: false,
      fieldErrors: {
        location: "validation.required",
        employmentType: "validation.required",
        closesOn: "validation.validDate.invalid",
      },
    });
    expect(validate(studioVersionSchemas.job, { ...job, employmentType: "slavery" }).ok).toBe(
      false,
    );
  });

  it("takes an FAQ's question as the title and needs an answer, without a summary", () => {
    const faq = {
      title: "How do I apply?",
      slug: "how-do-i-apply",
      summary: "ignored",
      body: paragraphsDocument(["Through the careers page."]),
      baseRevision: null,
    };
    const result = validate(studioVersionSchemas.faq, faq);
    expect(result.ok).toBe(true);
    expect(result.ok && "summary" in result.data).toBe(false);
    expect(validate(studioVersionSchemas.faq, { ...faq, body: paragraphsDocument([""]) })).toEqual({
      ok: false,
      fieldErrors: { body: "validation.required" },
    });
  });
});

describe("Riyadh time", () => {
  it("converts a Riyadh wall-clock time to UTC and back", () => {
    expect(riyadhLocalToUtc("2026-03-01T09:30")).toBe("2026-03-01T06:30:00.000Z");
    expect(riyadhLocalToUtc("2026-01-01T02:15")).toBe("2025-12-31T23:15:00.000Z");
    expect(utcToRiyadhLocal("2025-12-31T23:15:00.000Z")).toBe("2026-01-01T02:15");
    expect(utcToRiyadhLocal(new Date("2026-06-30T21:00:00Z"))).toBe("2026-07-01T00:00");
    // No daylight saving time: the same offset in summer and winter.
    expect(riyadhLocalToUtc("2026-07-15T12:00")).toBe("2026-07-15T09:00:00.000Z");
  });

  it("reads Arabic-Indic digits", () => {
    expect(riyadhLocalToUtc("٢٠٢٦-٠٣-٠١T٠٩:٣٠")).toBe("2026-03-01T06:30:00.000Z");
  });

  it.each(["2026-02-30T10:00", "2026-03-01T24:00", "2026-03-01 09:30", ""])(
    "refuses %j",
    (value) => {
      expect(() => riyadhLocalToUtc(value)).toThrow(RangeError);
    },
  );

  it("round-trips", () => {
    for (const local of ["2026-03-01T09:30", "2024-02-29T23:59", "2027-01-01T00:00"]) {
      expect(utcToRiyadhLocal(riyadhLocalToUtc(local))).toBe(local);
    }
  });
});

describe("schedule schema", () => {
  const now = () => new Date("2026-03-01T06:00:00.000Z"); // 09:00 in Riyadh
  const schedule = createScheduleSchema(now);

  it("hands on a future Riyadh time as UTC", () => {
    expect(validate(schedule, { at: "2026-03-01T09:30" })).toEqual({
      ok: true,
      data: { at: "2026-03-01T06:30:00.000Z" },
    });
  });

  it("refuses a time already past, an invalid time and none", () => {
    expect(validate(schedule, { at: "2026-03-01T08:59" })).toEqual({
      ok: false,
      fieldErrors: { at: "validation.scheduleInPast" },
    });
    expect(validate(schedule, { at: "2026-03-01T09:00" })).toEqual({
      ok: false,
      fieldErrors: { at: "validation.scheduleInPast" },
    });
    expect(validate(schedule, { at: "2026-02-30T10:00" })).toEqual({
      ok: false,
      fieldErrors: { at: "validation.validDate.invalid" },
    });
    expect(validate(schedule, { at: "" })).toEqual({
      ok: false,
      fieldErrors: { at: "validation.required" },
    });
  });
});

describe("parseAmount", () => {
  it.each([
    ["512400", 512400],
    ["512,400", 512400],
    [" 1 204 500 ", 1204500],
    ["٥١٢٬٤٠٠", 512400],
    ["۵۱۲,۴۰۰", 512400],
    ["-1,200", -1200],
    ["\u22121,200", -1200],
    ["-0", 0],
  ])("reads %j as %d", (typed, amount) => {
    expect(parseAmount(typed)).toBe(amount);
  });

  it.each(["", "12.5", "1e6", "five", "12,4OO", "--3", "1,2,3,4,5,6,7,8,9,0,1,2,3,4"])(
    "refuses %j",
    (typed) => {
      expect(parseAmount(typed)).toBeNull();
    },
  );
});

describe("a year's statements", () => {
  const schema = createStudioVersionSchema("statement");
  const values = (figures: Record<string, string> = {}) => ({
    title: "Audited financial statements 2024",
    slug: "financial-statements-2024",
    document: "documents/0b7d4f9e-3c1a-4e0f-9a59-1f1d2c3b4a5e.pdf",
    year: "2024",
    revenue: "512,400",
    netProfit: "-41,250",
    totalAssets: "980,000",
    totalLiabilities: "410,000",
    totalEquity: "570,000",
    body: paragraphsDocument([]),
    baseRevision: null,
    ...figures,
  });

  it("accepts figures whose balance sheet totals agree, in either script's digits", () => {
    expect(validate(schema, values()).ok).toBe(true);
    expect(validate(schema, values({ year: "٢٠٢٤", totalAssets: "٩٨٠٬٠٠٠" })).ok).toBe(true);
  });

  it("says at total assets when assets are not liabilities plus equity", () => {
    const result = validate(schema, values({ totalEquity: "569,999" }));
    expect(result.ok ? {} : result.fieldErrors).toEqual({
      totalAssets: "validation.totalsMismatch",
    });
  });

  it("refuses a figure that is not a whole number, a year that is not one, a foreign file", () => {
    const result = validate(
      schema,
      values({ revenue: "lots", year: "24", document: "../../etc/passwd.pdf" }),
    );
    expect(result.ok ? {} : result.fieldErrors).toEqual({
      revenue: "validation.amount",
      year: "validation.reportYear",
      document: "validation.fieldInvalid",
    });
  });

  it("holds statements and policies to four eyes, not the catalog", () => {
    expect(["statement", "policy", "catalog", "news"].map(isFourEyesKind)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
