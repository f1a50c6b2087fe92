/**
 * The group's audited figures, the one source of the financial statements (the PDFs made at
 * build) and of the financial highlights charts on the investors' pages.
 *
 * Fictional but consistent: only the inputs below are written by hand, in thousands of Saudi
 * riyals; every subtotal, the cash balance and the ratios are derived, so the balance sheet
 * balances and the cash flow statement ends on the cash of the balance sheet (financials.test.ts).
 */

import { type ReportYear, reportYears } from "./years";

export { type ReportYear, reportYears };

/** Shares in issue all five years (SAR 10 each). */
export const sharesInIssue = 20_000_000;

/** What happened during a year (SAR thousand). */
interface YearFlows {
  revenue: number;
  costOfRevenue: number;
  sellingExpenses: number;
  adminExpenses: number;
  financeCosts: number;
  otherIncome: number;
  zakat: number;
  depreciation: number;
  capitalExpenditure: number;
  dividendsPaid: number;
}

/** Balances at 31 December (SAR thousand), except those derived (property and cash, retained earnings). */
interface YearEndBalances {
  inventories: number;
  tradeReceivables: number;
  prepayments: number;
  tradePayables: number;
  zakatPayable: number;
  endOfServiceBenefits: number;
  longTermLoans: number;
  shortTermLoans: number;
}

/** 31 December 2017: where the figures start. */
const opening = {
  propertyPlantEquipment: 301_500,
  cash: 41_300,
  shareCapital: 200_000,
  statutoryReserve: 40_000,
  inventories: 61_200,
  tradeReceivables: 83_500,
  prepayments: 12_400,
  tradePayables: 52_300,
  zakatPayable: 1_200,
  endOfServiceBenefits: 14_800,
  longTermLoans: 120_000,
  shortTermLoans: 25_000,
};

/** 2018 is there as the comparative year of the 2019 statements. */
const inputs: Record<2018 | ReportYear, YearFlows & YearEndBalances> = {
  2018: {
    revenue: 389_400,
    costOfRevenue: 282_300,
    sellingExpenses: 18_700,
    adminExpenses: 31_200,
    financeCosts: 9_800,
    otherIncome: 2_100,
    zakat: 1_300,
    depreciation: 21_400,
    capitalExpenditure: 30_100,
    dividendsPaid: 24_000,
    inventories: 64_800,
    tradeReceivables: 88_100,
    prepayments: 13_100,
    tradePayables: 55_600,
    zakatPayable: 1_300,
    endOfServiceBenefits: 15_900,
    longTermLoans: 112_000,
    shortTermLoans: 24_000,
  },
  2019: {
    revenue: 412_600,
    costOfRevenue: 297_100,
    sellingExpenses: 19_800,
    adminExpenses: 32_600,
    financeCosts: 10_400,
    otherIncome: 1_800,
    zakat: 1_450,
    depreciation: 23_100,
    capitalExpenditure: 41_800,
    dividendsPaid: 27_000,
    inventories: 69_300,
    tradeReceivables: 94_600,
    prepayments: 13_800,
    tradePayables: 58_900,
    zakatPayable: 1_450,
    endOfServiceBenefits: 17_200,
    longTermLoans: 126_000,
    shortTermLoans: 28_000,
  },
  2020: {
    revenue: 455_100,
    costOfRevenue: 330_400,
    sellingExpenses: 20_900,
    adminExpenses: 34_100,
    financeCosts: 11_200,
    otherIncome: 2_400,
    zakat: 1_600,
    depreciation: 25_300,
    capitalExpenditure: 38_600,
    dividendsPaid: 30_000,
    inventories: 75_100,
    tradeReceivables: 104_800,
    prepayments: 15_200,
    tradePayables: 64_700,
    zakatPayable: 1_600,
    endOfServiceBenefits: 18_600,
    longTermLoans: 118_000,
    shortTermLoans: 26_000,
  },
  2021: {
    revenue: 498_300,
    costOfRevenue: 358_300,
    sellingExpenses: 22_400,
    adminExpenses: 36_500,
    financeCosts: 10_100,
    otherIncome: 2_900,
    zakat: 1_850,
    depreciation: 27_800,
    capitalExpenditure: 52_300,
    dividendsPaid: 30_000,
    inventories: 81_900,
    tradeReceivables: 112_300,
    prepayments: 16_100,
    tradePayables: 69_800,
    zakatPayable: 1_850,
    endOfServiceBenefits: 20_300,
    longTermLoans: 131_000,
    shortTermLoans: 22_000,
  },
  2022: {
    revenue: 561_900,
    costOfRevenue: 400_600,
    sellingExpenses: 24_700,
    adminExpenses: 39_300,
    financeCosts: 12_600,
    otherIncome: 3_300,
    zakat: 2_200,
    depreciation: 30_900,
    capitalExpenditure: 61_400,
    dividendsPaid: 36_000,
    inventories: 92_400,
    tradeReceivables: 127_600,
    prepayments: 17_900,
    tradePayables: 78_400,
    zakatPayable: 2_200,
    endOfServiceBenefits: 22_100,
    longTermLoans: 142_000,
    shortTermLoans: 30_000,
  },
  2023: {
    revenue: 604_200,
    costOfRevenue: 427_800,
    sellingExpenses: 26_000,
    adminExpenses: 41_100,
    financeCosts: 13_900,
    otherIncome: 3_600,
    zakat: 2_450,
    depreciation: 34_200,
    capitalExpenditure: 58_700,
    dividendsPaid: 45_000,
    inventories: 98_700,
    tradeReceivables: 136_900,
    prepayments: 18_800,
    tradePayables: 83_100,
    zakatPayable: 2_450,
    endOfServiceBenefits: 24_000,
    longTermLoans: 128_000,
    shortTermLoans: 27_000,
  },
};

export interface IncomeStatement {
  revenue: number;
  costOfRevenue: number;
  grossProfit: number;
  sellingExpenses: number;
  adminExpenses: number;
  operatingProfit: number;
  financeCosts: number;
  otherIncome: number;
  profitBeforeZakat: number;
  zakat: number;
  netProfit: number;
  /** Riyals per share. */
  earningsPerShare: number;
}

export interface BalanceSheet {
  propertyPlantEquipment: number;
  totalNonCurrentAssets: number;
  inventories: number;
  tradeReceivables: number;
  prepayments: number;
  cash: number;
  totalCurrentAssets: number;
  totalAssets: number;
  shareCapital: number;
  statutoryReserve: number;
  retainedEarnings: number;
  totalEquity: number;
  longTermLoans: number;
  endOfServiceBenefits: number;
  totalNonCurrentLiabilities: number;
  tradePayables: number;
  shortTermLoans: number;
  zakatPayable: number;
  totalCurrentLiabilities: number;
  totalLiabilities: number;
  totalEquityAndLiabilities: number;
}

export interface CashFlows {
  netProfit: number;
  depreciation: number;
  changeInInventories: number;
  changeInReceivables: number;
  changeInPrepayments: number;
  changeInPayables: number;
  changeInZakatPayable: number;
  changeInEndOfService: number;
  operating: number;
  capitalExpenditure: number;
  investing: number;
  loansChange: number;
  dividendsPaid: number;
  financing: number;
  netChangeInCash: number;
  openingCash: number;
  closingCash: number;
}

export interface Ratios {
  /** Percentages, one decimal. */
  grossMargin: number;
  netMargin: number;
  returnOnEquity: number;
  /** Times, two decimals. */
  currentRatio: number;
  debtToEquity: number;
}

export interface YearFigures {
  year: 2018 | ReportYear;
  income: IncomeStatement;
  balance: BalanceSheet;
  cashFlows: CashFlows;
  ratios: Ratios;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

function derive(): Map<number, YearFigures> {
  const figures = new Map<number, YearFigures>();
  let prior = { ...opening, retainedEarnings: 0 };
  // The opening retained earnings are what makes the opening balance sheet balance.
  prior.retainedEarnings =
    prior.propertyPlantEquipment +
    prior.inventories +
    prior.tradeReceivables +
    prior.prepayments +
    prior.cash -
    (prior.tradePayables +
      prior.zakatPayable +
      prior.endOfServiceBenefits +
      prior.longTermLoans +
      prior.shortTermLoans) -
    prior.shareCapital -
    prior.statutoryReserve;

  for (const year of [2018, ...reportYears] as const) {
    const y = inputs[year];
    const grossProfit = y.revenue - y.costOfRevenue;
    const operatingProfit = grossProfit - y.sellingExpenses - y.adminExpenses;
    const profitBeforeZakat = operatingProfit - y.financeCosts + y.otherIncome;
    const netProfit = profitBeforeZakat - y.zakat;
    const income: IncomeStatement = {
      revenue: y.revenue,
      costOfRevenue: y.costOfRevenue,
      grossProfit,
      sellingExpenses: y.sellingExpenses,
      adminExpenses: y.adminExpenses,
      operatingProfit,
      financeCosts: y.financeCosts,
      otherIncome: y.otherIncome,
      profitBeforeZakat,
      zakat: y.zakat,
      netProfit,
      earningsPerShare: round((netProfit * 1000) / sharesInIssue, 2),
    };

    const changeInInventories = -(y.inventories - prior.inventories);
    const changeInReceivables = -(y.tradeReceivables - prior.tradeReceivables);
    const changeInPrepayments = -(y.prepayments - prior.prepayments);
    const changeInPayables = y.tradePayables - prior.tradePayables;
    const changeInZakatPayable = y.zakatPayable - prior.zakatPayable;
    const changeInEndOfService = y.endOfServiceBenefits - prior.endOfServiceBenefits;
    const operating =
      netProfit +
      y.depreciation +
      changeInInventories +
      changeInReceivables +
      changeInPrepayments +
      changeInPayables +
      changeInZakatPayable +
      changeInEndOfService;
    const investing = -y.capitalExpenditure;
    const loansChange =
      y.longTermLoans + y.shortTermLoans - (prior.longTermLoans + prior.shortTermLoans);
    const financing = loansChange - y.dividendsPaid;
    const netChangeInCash = operating + investing + financing;
    const cashFlows: CashFlows = {
      netProfit,
      depreciation: y.depreciation,
      changeInInventories,
      changeInReceivables,
      changeInPrepayments,
      changeInPayables,
      changeInZakatPayable,
      changeInEndOfService,
      operating,
      capitalExpenditure: -y.capitalExpenditure,
      investing,
      loansChange,
      dividendsPaid: -y.dividendsPaid,
      financing,
      netChangeInCash,
      openingCash: prior.cash,
      closingCash: prior.cash + netChangeInCash,
    };

    const propertyPlantEquipment =
      prior.propertyPlantEquipment + y.capitalExpenditure - y.depreciation;
    const cash = cashFlows.closingCash;
    const retainedEarnings = prior.retainedEarnings + netProfit - y.dividendsPaid;
    const totalCurrentAssets = y.inventories + y.tradeReceivables + y.prepayments + cash;
    const totalEquity = opening.shareCapital + opening.statutoryReserve + retainedEarnings;
    const totalNonCurrentLiabilities = y.longTermLoans + y.endOfServiceBenefits;
    const totalCurrentLiabilities = y.tradePayables + y.shortTermLoans + y.zakatPayable;
    const totalLiabilities = totalNonCurrentLiabilities + totalCurrentLiabilities;
    const balance: BalanceSheet = {
      propertyPlantEquipment,
      totalNonCurrentAssets: propertyPlantEquipment,
      inventories: y.inventories,
      tradeReceivables: y.tradeReceivables,
      prepayments: y.prepayments,
      cash,
      totalCurrentAssets,
      totalAssets: propertyPlantEquipment + totalCurrentAssets,
      shareCapital: opening.shareCapital,
      statutoryReserve: opening.statutoryReserve,
      retainedEarnings,
      totalEquity,
      longTermLoans: y.longTermLoans,
      endOfServiceBenefits: y.endOfServiceBenefits,
      totalNonCurrentLiabilities,
      tradePayables: y.tradePayables,
      shortTermLoans: y.shortTermLoans,
      zakatPayable: y.zakatPayable,
      totalCurrentLiabilities,
      totalLiabilities,
      totalEquityAndLiabilities: totalEquity + totalLiabilities,
    };

    const averageEquity =
      (totalEquity + prior.shareCapital + prior.statutoryReserve + prior.retainedEarnings) / 2;
    const ratios: Ratios = {
      grossMargin: round((grossProfit / y.revenue) * 100, 1),
      netMargin: round((netProfit / y.revenue) * 100, 1),
      returnOnEquity: round((netProfit / averageEquity) * 100, 1),
      currentRatio: round(totalCurrentAssets / totalCurrentLiabilities, 2),
      debtToEquity: round((y.longTermLoans + y.shortTermLoans) / totalEquity, 2),
    };

    figures.set(year, { year, income, balance, cashFlows, ratios });
    prior = {
      ...opening,
      ...y,
      propertyPlantEquipment,
      cash,
      retainedEarnings,
    };
  }
  return figures;
}

const derived = derive();

/** The statements of a year, 2018 (the first comparative year) to 2023. */
export function figuresFor(year: 2018 | ReportYear): YearFigures {
  const figures = derived.get(year);
  if (!figures) throw new Error(`no figures for ${year}`);
  return figures;
}

/** The four series the highlights charts draw, in SAR million (one decimal), 2019-2023. */
export const highlightSeries = ["revenue", "netProfit", "totalAssets", "totalEquity"] as const;
export type HighlightSeries = (typeof highlightSeries)[number];

export function highlights(): Record<HighlightSeries, { year: ReportYear; value: number }[]> {
  const series = (pick: (figures: YearFigures) => number) =>
    reportYears.map((year) => ({ year, value: round(pick(figuresFor(year)) / 1000, 1) }));
  return {
    revenue: series((f) => f.income.revenue),
    netProfit: series((f) => f.income.netProfit),
    totalAssets: series((f) => f.balance.totalAssets),
    totalEquity: series((f) => f.balance.totalEquity),
  };
}
