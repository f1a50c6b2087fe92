import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";
import { figuresFor } from "../../src/documents/financials";
import { amount, statementsPdf } from "./statements";

/** The text of every page, as a reader (or a screen reader) gets it from the file. */
async function read(bytes: Buffer) {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  const { info } = (await pdf.getMetadata()) as { info: { Title?: string } };
  // pdf.js gives the catalog's MarkInfo as a Map.
  const markInfo = (await pdf.getMarkInfo()) as Map<string, unknown> | null;
  const roles = new Set<string>();
  const collect = (node: { role?: string; children?: unknown[] }) => {
    if (node.role) roles.add(node.role);
    for (const child of node.children ?? []) collect(child as typeof node);
  };
  for (let number = 1; number <= pdf.numPages; number++) {
    collect((await (await pdf.getPage(number)).getStructTree()) ?? {});
  }
  return { pages, title: info.Title, tagged: markInfo?.get("Marked") === true, roles };
}

describe("a year's financial statements as a PDF", () => {
  it("prints the year's figures and its comparatives, in Arabic, tagged and titled", async () => {
    const bytes = await statementsPdf(2021, "ar");
    const { pages, title, tagged, roles } = await read(bytes);
    expect(pages.length).toBeGreaterThanOrEqual(6);
    expect(tagged).toBe(true);
    // Headings, paragraphs, lists and tables in the structure tree, for screen readers.
    for (const role of ["H1", "H2", "P", "L", "LI", "Table", "TR", "TH", "TD"]) {
      expect(roles).toContain(role);
    }
    expect(title).toContain("2021");
    expect(title).toContain("القوائم المالية");
    // The document says which language it is in, for screen readers.
    expect(bytes.toString("latin1")).toMatch(/\/Lang \(ar\)/);
    const text = pages.join("\n");
    const y2021 = figuresFor(2021);
    const y2020 = figuresFor(2020);
    for (const value of [
      y2021.income.revenue,
      y2021.income.netProfit,
      y2021.balance.totalAssets,
      y2021.balance.totalEquity,
      y2021.cashFlows.closingCash,
      y2020.balance.totalAssets,
    ]) {
      expect(text).toContain(amount(value));
    }
    // Latin digits in Arabic, as on the site.
    expect(text).not.toMatch(/[\u0660-\u0669]/);
  });

  it("is in English for the English site", async () => {
    const { pages, title } = await read(await statementsPdf(2023, "en"));
    expect(title).toBe(
      "Rawafed Group: Consolidated financial statements for the year ended 31 December 2023",
    );
    const text = pages.join("\n");
    expect(text).toContain("Independent auditor's report");
    expect(text).toContain(amount(figuresFor(2023).balance.totalEquityAndLiabilities));
  });

  it("prints negatives in brackets", () => {
    expect(amount(-1234567)).toBe("(1,234,567)");
    expect(amount(4.83, 2)).toBe("4.83");
  });
});
