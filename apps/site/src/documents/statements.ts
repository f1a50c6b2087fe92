import type { Locale } from "@rawafed/i18n";
import type { BalanceSheet, CashFlows, IncomeStatement, Ratios, ReportYear } from "./financials";

/**
 * The words of the annual financial statements, in both languages; the figures come from
 * financials.ts. Digits stay Latin in Arabic, as everywhere on the site.
 */

/** A row of a statement: a line item, a subtotal (drawn bold, ruled above) or a heading row. */
export type StatementRow<Key extends string> =
  | { kind: "line" | "total"; key: Key; label: string }
  | { kind: "heading"; label: string };

export interface StatementsText {
  company: string;
  companyForm: string;
  title: (year: number) => string;
  subtitle: string;
  amountsNote: string;
  /** The column headers of a statement: the year and its comparative. */
  yearColumn: (year: number) => string;
  itemColumn: string;
  contents: string;
  page: (page: number, pages: number) => string;
  auditor: {
    heading: string;
    addressee: string;
    sections: (year: number) => { heading: string; paragraphs: string[] }[];
    firm: string;
    signature: (year: number) => string;
  };
  income: { heading: (year: number) => string; rows: StatementRow<keyof IncomeStatement>[] };
  balance: { heading: (year: number) => string; rows: StatementRow<keyof BalanceSheet>[] };
  cashFlows: { heading: (year: number) => string; rows: StatementRow<keyof CashFlows>[] };
  ratios: {
    heading: string;
    rows: { key: keyof Ratios; label: string; unit: "percent" | "times" }[];
    notesHeading: string;
    notes: string[];
  };
}

/** The day the auditor signed each year's report. */
const signedOn: Record<ReportYear, { day: number; month: number }> = {
  2019: { day: 18, month: 3 },
  2020: { day: 22, month: 3 },
  2021: { day: 20, month: 3 },
  2022: { day: 19, month: 3 },
  2023: { day: 17, month: 3 },
};

const monthsEn = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const monthsAr = [
  "يناير",
  "فبراير",
  "مارس",
  "أبريل",
  "مايو",
  "يونيو",
  "يوليو",
  "أغسطس",
  "سبتمبر",
  "أكتوبر",
  "نوفمبر",
  "ديسمبر",
];

function signed(year: number, months: string[]) {
  const date = signedOn[year as ReportYear];
  return `${date.day} ${months[date.month - 1]} ${year + 1}`;
}

const en: StatementsText = {
  company: "Rawafed Group",
  companyForm: "A Saudi joint stock company",
  title: (year) => `Consolidated financial statements for the year ended 31 December ${year}`,
  subtitle: "Together with the independent auditor's report",
  amountsNote: "All amounts are in thousands of Saudi riyals unless stated otherwise.",
  yearColumn: (year) => `31 December ${year}`,
  itemColumn: "Item",
  contents: "Contents",
  page: (page, pages) => `Page ${page} of ${pages}`,
  auditor: {
    heading: "Independent auditor's report",
    addressee: "To the shareholders of Rawafed Group",
    sections: (year) => [
      {
        heading: "Opinion",
        paragraphs: [
          `We have audited the consolidated financial statements of Rawafed Group and its subsidiaries, which comprise the consolidated statement of financial position as at 31 December ${year}, the consolidated statement of profit or loss and the consolidated statement of cash flows for the year then ended, and the notes to the consolidated financial statements.`,
          `In our opinion, the accompanying consolidated financial statements present fairly, in all material respects, the consolidated financial position of the Group as at 31 December ${year}, and its consolidated financial performance and its consolidated cash flows for the year then ended, in accordance with International Financial Reporting Standards as endorsed in the Kingdom of Saudi Arabia.`,
        ],
      },
      {
        heading: "Basis for opinion",
        paragraphs: [
          "We conducted our audit in accordance with International Standards on Auditing as endorsed in the Kingdom of Saudi Arabia. We are independent of the Group in accordance with the code of professional conduct and ethics endorsed in the Kingdom, and we have fulfilled our other ethical responsibilities. We believe that the audit evidence we have obtained is sufficient and appropriate to provide a basis for our opinion.",
        ],
      },
      {
        heading: "Key audit matters",
        paragraphs: [
          "Revenue recognition: the Group earns revenue from logistics, storage and manufacturing contracts with different terms. We tested the design of the controls over revenue, compared a sample of transactions with contracts, delivery records and invoices, and tested the cut-off of revenue at the year end.",
          "Valuation of inventories: inventories of steel, timber and finished racking are carried at the lower of cost and net realisable value. We attended the year-end inventory counts, tested the costing of a sample of items and compared their carrying amounts with selling prices after the year end.",
        ],
      },
      {
        heading: "Responsibilities of management and the board",
        paragraphs: [
          "Management is responsible for the preparation and fair presentation of the consolidated financial statements in accordance with the applicable framework and the Companies Law, and for such internal control as it determines is necessary. The board of directors, through its audit committee, oversees the Group's financial reporting process.",
        ],
      },
      {
        heading: "Auditor's responsibilities",
        paragraphs: [
          "Our objectives are to obtain reasonable assurance about whether the consolidated financial statements as a whole are free from material misstatement, whether due to fraud or error, and to issue an auditor's report that includes our opinion. Reasonable assurance is a high level of assurance, but it is not a guarantee that an audit will always detect a material misstatement when it exists.",
        ],
      },
    ],
    firm: "Al Nakhla Chartered Accountants",
    signature: (year) => `Riyadh, ${signed(year, monthsEn)}`,
  },
  income: {
    heading: (year) =>
      `Consolidated statement of profit or loss for the year ended 31 December ${year}`,
    rows: [
      { kind: "line", key: "revenue", label: "Revenue" },
      { kind: "line", key: "costOfRevenue", label: "Cost of revenue" },
      { kind: "total", key: "grossProfit", label: "Gross profit" },
      { kind: "line", key: "sellingExpenses", label: "Selling and distribution expenses" },
      { kind: "line", key: "adminExpenses", label: "General and administrative expenses" },
      { kind: "total", key: "operatingProfit", label: "Operating profit" },
      { kind: "line", key: "financeCosts", label: "Finance costs" },
      { kind: "line", key: "otherIncome", label: "Other income" },
      { kind: "total", key: "profitBeforeZakat", label: "Profit before zakat" },
      { kind: "line", key: "zakat", label: "Zakat" },
      { kind: "total", key: "netProfit", label: "Net profit for the year" },
      { kind: "line", key: "earningsPerShare", label: "Earnings per share, in riyals" },
    ],
  },
  balance: {
    heading: (year) => `Consolidated statement of financial position as at 31 December ${year}`,
    rows: [
      { kind: "heading", label: "Assets" },
      { kind: "line", key: "propertyPlantEquipment", label: "Property, plant and equipment" },
      { kind: "total", key: "totalNonCurrentAssets", label: "Total non-current assets" },
      { kind: "line", key: "inventories", label: "Inventories" },
      { kind: "line", key: "tradeReceivables", label: "Trade receivables" },
      { kind: "line", key: "prepayments", label: "Prepayments and other receivables" },
      { kind: "line", key: "cash", label: "Cash and cash equivalents" },
      { kind: "total", key: "totalCurrentAssets", label: "Total current assets" },
      { kind: "total", key: "totalAssets", label: "Total assets" },
      { kind: "heading", label: "Equity and liabilities" },
      { kind: "line", key: "shareCapital", label: "Share capital" },
      { kind: "line", key: "statutoryReserve", label: "Statutory reserve" },
      { kind: "line", key: "retainedEarnings", label: "Retained earnings" },
      { kind: "total", key: "totalEquity", label: "Total equity" },
      { kind: "line", key: "longTermLoans", label: "Long-term loans" },
      { kind: "line", key: "endOfServiceBenefits", label: "Employees' end-of-service benefits" },
      { kind: "total", key: "totalNonCurrentLiabilities", label: "Total non-current liabilities" },
      { kind: "line", key: "tradePayables", label: "Trade payables and accruals" },
      { kind: "line", key: "shortTermLoans", label: "Short-term loans" },
      { kind: "line", key: "zakatPayable", label: "Zakat payable" },
      { kind: "total", key: "totalCurrentLiabilities", label: "Total current liabilities" },
      { kind: "total", key: "totalLiabilities", label: "Total liabilities" },
      { kind: "total", key: "totalEquityAndLiabilities", label: "Total equity and liabilities" },
    ],
  },
  cashFlows: {
    heading: (year) =>
      `Consolidated statement of cash flows for the year ended 31 December ${year}`,
    rows: [
      { kind: "heading", label: "Operating activities" },
      { kind: "line", key: "netProfit", label: "Net profit for the year" },
      { kind: "line", key: "depreciation", label: "Depreciation" },
      { kind: "line", key: "changeInInventories", label: "Change in inventories" },
      { kind: "line", key: "changeInReceivables", label: "Change in trade receivables" },
      { kind: "line", key: "changeInPrepayments", label: "Change in prepayments" },
      { kind: "line", key: "changeInPayables", label: "Change in trade payables" },
      { kind: "line", key: "changeInZakatPayable", label: "Change in zakat payable" },
      { kind: "line", key: "changeInEndOfService", label: "Change in end-of-service benefits" },
      { kind: "total", key: "operating", label: "Net cash from operating activities" },
      { kind: "heading", label: "Investing activities" },
      {
        kind: "line",
        key: "capitalExpenditure",
        label: "Purchase of property, plant and equipment",
      },
      { kind: "total", key: "investing", label: "Net cash used in investing activities" },
      { kind: "heading", label: "Financing activities" },
      { kind: "line", key: "loansChange", label: "Net loans drawn or repaid" },
      { kind: "line", key: "dividendsPaid", label: "Dividends paid" },
      { kind: "total", key: "financing", label: "Net cash from financing activities" },
      { kind: "total", key: "netChangeInCash", label: "Net change in cash" },
      { kind: "line", key: "openingCash", label: "Cash at the beginning of the year" },
      { kind: "total", key: "closingCash", label: "Cash at the end of the year" },
    ],
  },
  ratios: {
    heading: "Key ratios",
    rows: [
      { key: "grossMargin", label: "Gross margin", unit: "percent" },
      { key: "netMargin", label: "Net margin", unit: "percent" },
      { key: "returnOnEquity", label: "Return on average equity", unit: "percent" },
      { key: "currentRatio", label: "Current ratio", unit: "times" },
      { key: "debtToEquity", label: "Loans to equity", unit: "times" },
    ],
    notesHeading: "Basis of preparation",
    notes: [
      "The consolidated financial statements have been prepared in accordance with International Financial Reporting Standards as endorsed in the Kingdom of Saudi Arabia and other standards and pronouncements issued by the Saudi Organization for Chartered and Professional Accountants.",
      "They are prepared on the historical cost basis, except for employees' end-of-service benefits, which are measured at the present value of the obligation using the projected unit credit method.",
      "The Arabic version of these statements is the reference in case of any difference between the two languages.",
    ],
  },
};

const ar: StatementsText = {
  company: "مجموعة روافد",
  companyForm: "شركة مساهمة سعودية",
  title: (year) => `القوائم المالية الموحدة للسنة المنتهية في 31 ديسمبر ${year}`,
  subtitle: "مع تقرير المراجع المستقل",
  amountsNote: "جميع المبالغ بآلاف الريالات السعودية ما لم يذكر خلاف ذلك.",
  yearColumn: (year) => `31 ديسمبر ${year}`,
  itemColumn: "البند",
  contents: "المحتويات",
  page: (page, pages) => `صفحة ${page} من ${pages}`,
  auditor: {
    heading: "تقرير المراجع المستقل",
    addressee: "إلى السادة مساهمي مجموعة روافد",
    sections: (year) => [
      {
        heading: "الرأي",
        paragraphs: [
          `لقد راجعنا القوائم المالية الموحدة لمجموعة روافد وشركاتها التابعة، التي تشمل قائمة المركز المالي الموحدة كما في 31 ديسمبر ${year}، وقائمة الربح أو الخسارة الموحدة وقائمة التدفقات النقدية الموحدة للسنة المنتهية في ذلك التاريخ، والإيضاحات المرفقة بالقوائم المالية الموحدة.`,
          `وفي رأينا، فإن القوائم المالية الموحدة المرفقة تعرض بصورة عادلة، من جميع الجوانب الجوهرية، المركز المالي الموحد للمجموعة كما في 31 ديسمبر ${year}، وأداءها المالي الموحد وتدفقاتها النقدية الموحدة للسنة المنتهية في ذلك التاريخ، وفقاً للمعايير الدولية للتقرير المالي المعتمدة في المملكة العربية السعودية.`,
        ],
      },
      {
        heading: "أساس الرأي",
        paragraphs: [
          "لقد قمنا بالمراجعة وفقاً للمعايير الدولية للمراجعة المعتمدة في المملكة العربية السعودية. ونحن مستقلون عن المجموعة وفقاً لقواعد سلوك وآداب المهنة المعتمدة في المملكة، وقد وفينا بمسؤولياتنا الأخلاقية الأخرى. ونعتقد أن أدلة المراجعة التي حصلنا عليها كافية ومناسبة لتوفير أساس لإبداء رأينا.",
        ],
      },
      {
        heading: "الأمور الرئيسة للمراجعة",
        paragraphs: [
          "إثبات الإيرادات: تحقق المجموعة إيراداتها من عقود خدمات لوجستية وتخزين وتصنيع تختلف شروطها. وقد اختبرنا تصميم أدوات الرقابة على الإيرادات، وطابقنا عينة من المعاملات مع العقود وسجلات التسليم والفواتير، واختبرنا فصل الفترات المالية للإيرادات في نهاية السنة.",
          "تقييم المخزون: يدرج مخزون الحديد والأخشاب والأرفف الجاهزة بالتكلفة أو صافي القيمة القابلة للتحقق أيهما أقل. وقد حضرنا الجرد في نهاية السنة، واختبرنا تكلفة عينة من الأصناف، وقارنّا قيمها الدفترية بأسعار البيع بعد نهاية السنة.",
        ],
      },
      {
        heading: "مسؤوليات الإدارة ومجلس الإدارة",
        paragraphs: [
          "الإدارة مسؤولة عن إعداد القوائم المالية الموحدة وعرضها بصورة عادلة وفقاً لإطار التقرير المالي المنطبق ونظام الشركات، وعن الرقابة الداخلية التي تراها ضرورية لذلك. ويتولى مجلس الإدارة، من خلال لجنة المراجعة، الإشراف على عملية التقرير المالي في المجموعة.",
        ],
      },
      {
        heading: "مسؤوليات المراجع",
        paragraphs: [
          "تتمثل أهدافنا في الحصول على تأكيد معقول بأن القوائم المالية الموحدة ككل خالية من التحريف الجوهري، سواء كان ناتجاً عن غش أو خطأ، وإصدار تقرير المراجع الذي يتضمن رأينا. والتأكيد المعقول مستوى عال من التأكيد، لكنه لا يضمن أن المراجعة ستكشف دائماً عن أي تحريف جوهري عند وجوده.",
        ],
      },
    ],
    firm: "النخلة محاسبون قانونيون",
    signature: (year) => `الرياض، ${signed(year, monthsAr)}`,
  },
  income: {
    heading: (year) => `قائمة الربح أو الخسارة الموحدة للسنة المنتهية في 31 ديسمبر ${year}`,
    rows: [
      { kind: "line", key: "revenue", label: "الإيرادات" },
      { kind: "line", key: "costOfRevenue", label: "تكلفة الإيرادات" },
      { kind: "total", key: "grossProfit", label: "مجمل الربح" },
      { kind: "line", key: "sellingExpenses", label: "مصروفات البيع والتوزيع" },
      { kind: "line", key: "adminExpenses", label: "المصروفات العمومية والإدارية" },
      { kind: "total", key: "operatingProfit", label: "الربح التشغيلي" },
      { kind: "line", key: "financeCosts", label: "تكاليف التمويل" },
      { kind: "line", key: "otherIncome", label: "إيرادات أخرى" },
      { kind: "total", key: "profitBeforeZakat", label: "الربح قبل الزكاة" },
      { kind: "line", key: "zakat", label: "الزكاة" },
      { kind: "total", key: "netProfit", label: "صافي ربح السنة" },
      { kind: "line", key: "earningsPerShare", label: "ربحية السهم بالريال" },
    ],
  },
  balance: {
    heading: (year) => `قائمة المركز المالي الموحدة كما في 31 ديسمبر ${year}`,
    rows: [
      { kind: "heading", label: "الأصول" },
      { kind: "line", key: "propertyPlantEquipment", label: "الممتلكات والآلات والمعدات" },
      { kind: "total", key: "totalNonCurrentAssets", label: "مجموع الأصول غير المتداولة" },
      { kind: "line", key: "inventories", label: "المخزون" },
      { kind: "line", key: "tradeReceivables", label: "الذمم المدينة التجارية" },
      { kind: "line", key: "prepayments", label: "المدفوعات المقدمة والذمم المدينة الأخرى" },
      { kind: "line", key: "cash", label: "النقد وما في حكمه" },
      { kind: "total", key: "totalCurrentAssets", label: "مجموع الأصول المتداولة" },
      { kind: "total", key: "totalAssets", label: "مجموع الأصول" },
      { kind: "heading", label: "حقوق الملكية والمطلوبات" },
      { kind: "line", key: "shareCapital", label: "رأس المال" },
      { kind: "line", key: "statutoryReserve", label: "الاحتياطي النظامي" },
      { kind: "line", key: "retainedEarnings", label: "الأرباح المبقاة" },
      { kind: "total", key: "totalEquity", label: "مجموع حقوق الملكية" },
      { kind: "line", key: "longTermLoans", label: "قروض طويلة الأجل" },
      { kind: "line", key: "endOfServiceBenefits", label: "مكافأة نهاية الخدمة للموظفين" },
      { kind: "total", key: "totalNonCurrentLiabilities", label: "مجموع المطلوبات غير المتداولة" },
      { kind: "line", key: "tradePayables", label: "الذمم الدائنة التجارية والمستحقات" },
      { kind: "line", key: "shortTermLoans", label: "قروض قصيرة الأجل" },
      { kind: "line", key: "zakatPayable", label: "الزكاة المستحقة" },
      { kind: "total", key: "totalCurrentLiabilities", label: "مجموع المطلوبات المتداولة" },
      { kind: "total", key: "totalLiabilities", label: "مجموع المطلوبات" },
      { kind: "total", key: "totalEquityAndLiabilities", label: "مجموع حقوق الملكية والمطلوبات" },
    ],
  },
  cashFlows: {
    heading: (year) => `قائمة التدفقات النقدية الموحدة للسنة المنتهية في 31 ديسمبر ${year}`,
    rows: [
      { kind: "heading", label: "الأنشطة التشغيلية" },
      { kind: "line", key: "netProfit", label: "صافي ربح السنة" },
      { kind: "line", key: "depreciation", label: "الاستهلاك" },
      { kind: "line", key: "changeInInventories", label: "التغير في المخزون" },
      { kind: "line", key: "changeInReceivables", label: "التغير في الذمم المدينة التجارية" },
      { kind: "line", key: "changeInPrepayments", label: "التغير في المدفوعات المقدمة" },
      { kind: "line", key: "changeInPayables", label: "التغير في الذمم الدائنة التجارية" },
      { kind: "line", key: "changeInZakatPayable", label: "التغير في الزكاة المستحقة" },
      { kind: "line", key: "changeInEndOfService", label: "التغير في مكافأة نهاية الخدمة" },
      { kind: "total", key: "operating", label: "صافي النقد من الأنشطة التشغيلية" },
      { kind: "heading", label: "الأنشطة الاستثمارية" },
      { kind: "line", key: "capitalExpenditure", label: "شراء ممتلكات وآلات ومعدات" },
      { kind: "total", key: "investing", label: "صافي النقد المستخدم في الأنشطة الاستثمارية" },
      { kind: "heading", label: "الأنشطة التمويلية" },
      { kind: "line", key: "loansChange", label: "صافي القروض المسحوبة أو المسددة" },
      { kind: "line", key: "dividendsPaid", label: "توزيعات الأرباح المدفوعة" },
      { kind: "total", key: "financing", label: "صافي النقد من الأنشطة التمويلية" },
      { kind: "total", key: "netChangeInCash", label: "صافي التغير في النقد" },
      { kind: "line", key: "openingCash", label: "النقد في بداية السنة" },
      { kind: "total", key: "closingCash", label: "النقد في نهاية السنة" },
    ],
  },
  ratios: {
    heading: "المؤشرات المالية الرئيسة",
    rows: [
      { key: "grossMargin", label: "هامش مجمل الربح", unit: "percent" },
      { key: "netMargin", label: "هامش صافي الربح", unit: "percent" },
      { key: "returnOnEquity", label: "العائد على متوسط حقوق الملكية", unit: "percent" },
      { key: "currentRatio", label: "نسبة التداول", unit: "times" },
      { key: "debtToEquity", label: "القروض إلى حقوق الملكية", unit: "times" },
    ],
    notesHeading: "أسس الإعداد",
    notes: [
      "أعدت القوائم المالية الموحدة وفقاً للمعايير الدولية للتقرير المالي المعتمدة في المملكة العربية السعودية والمعايير والإصدارات الأخرى التي تعتمدها الهيئة السعودية للمراجعين والمحاسبين.",
      "وأعدت على أساس التكلفة التاريخية، باستثناء مكافأة نهاية الخدمة للموظفين التي تقاس بالقيمة الحالية للالتزام باستخدام طريقة وحدة الائتمان المتوقعة.",
      "تعد النسخة العربية من هذه القوائم هي المرجع عند وجود أي اختلاف بين اللغتين.",
    ],
  },
};

export const statementsText: Record<Locale, StatementsText> = { en, ar };
