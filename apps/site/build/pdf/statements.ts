// A year's audited financial statements as a multi-page PDF: cover, the auditor's report, the
// three statements with the prior year beside the year, and the key ratios, all from
// src/documents/financials.ts so the file and the charts on the site say the same.
import type { Locale } from "@rawafed/i18n";
import {
  type BalanceSheet,
  type CashFlows,
  figuresFor,
  type IncomeStatement,
  type ReportYear,
} from "../../src/documents/financials";
import { type StatementRow, statementsText } from "../../src/documents/statements";
import { DocumentWriter, type TableRow } from "./writer";

/** 1234567 -> "1,234,567"; negatives in brackets, as statements print them. Latin digits always. */
export function amount(value: number, fractionDigits = 0): string {
  const text = Math.abs(value).toLocaleString("en-US", {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
  return value < 0 ? `(${text})` : text;
}

function rows<Key extends string>(
  spec: readonly StatementRow<Key>[],
  current: Record<Key, number>,
  prior: Record<Key, number>,
  fractionDigits: (key: Key) => number = () => 0,
): TableRow[] {
  return spec.map((row) =>
    row.kind === "heading"
      ? { cells: [row.label, "", ""], emphasis: "heading" }
      : {
          cells: [
            row.label,
            amount(current[row.key], fractionDigits(row.key)),
            amount(prior[row.key], fractionDigits(row.key)),
          ],
          emphasis: row.kind === "total" ? "total" : undefined,
        },
  );
}

export async function statementsPdf(year: ReportYear, locale: Locale): Promise<Buffer> {
  const text = statementsText[locale];
  const current = figuresFor(year);
  const prior = figuresFor((year - 1) as ReportYear);
  const writer = new DocumentWriter({
    lang: locale,
    title: `${text.company}: ${text.title(year)}`,
    subject: text.title(year),
    author: text.company,
    runningHead: `${text.company} · ${year}`,
    pageLabel: text.page,
  });

  // Cover.
  writer.space(120);
  writer.heading(1, text.company);
  writer.paragraph(text.companyForm);
  writer.space(24);
  writer.heading(2, text.title(year));
  writer.paragraph(text.subtitle);
  writer.space(24);
  writer.heading(3, text.contents);
  writer.bullets([
    text.auditor.heading,
    text.balance.heading(year),
    text.income.heading(year),
    text.cashFlows.heading(year),
    text.ratios.heading,
  ]);

  // The auditor's report.
  writer.newPage();
  writer.heading(2, text.auditor.heading);
  writer.paragraph(text.auditor.addressee, { bold: true });
  for (const section of text.auditor.sections(year)) {
    writer.heading(3, section.heading);
    for (const paragraph of section.paragraphs) writer.paragraph(paragraph);
  }
  writer.space(8);
  writer.paragraph(text.auditor.firm, { bold: true });
  writer.paragraph(text.auditor.signature(year));

  const columns = [
    { header: text.itemColumn, width: 3 },
    { header: text.yearColumn(year), width: 1.2, numeric: true },
    { header: text.yearColumn(year - 1), width: 1.2, numeric: true },
  ];

  writer.newPage();
  writer.heading(2, text.balance.heading(year));
  writer.note(text.amountsNote);
  writer.table(
    columns,
    rows<keyof BalanceSheet>(text.balance.rows, current.balance, prior.balance),
  );

  writer.newPage();
  writer.heading(2, text.income.heading(year));
  writer.note(text.amountsNote);
  writer.table(
    columns,
    rows<keyof IncomeStatement>(text.income.rows, current.income, prior.income, (key) =>
      key === "earningsPerShare" ? 2 : 0,
    ),
  );

  writer.newPage();
  writer.heading(2, text.cashFlows.heading(year));
  writer.note(text.amountsNote);
  writer.table(
    columns,
    rows<keyof CashFlows>(text.cashFlows.rows, current.cashFlows, prior.cashFlows),
  );

  writer.newPage();
  writer.heading(2, text.ratios.heading);
  writer.table(
    columns,
    text.ratios.rows.map((row) => {
      const format = (value: number) =>
        row.unit === "percent" ? `${amount(value, 1)}%` : amount(value, 2);
      return {
        cells: [row.label, format(current.ratios[row.key]), format(prior.ratios[row.key])],
      };
    }),
  );
  writer.heading(3, text.ratios.notesHeading);
  for (const note of text.ratios.notes) writer.paragraph(note);

  return writer.finish();
}
