import { describe, expect, it } from "vitest";
import { figuresFor, highlights, reportYears } from "./financials";

const years = [2018, ...reportYears] as const;

describe("the group's figures", () => {
  it.each(years)("%s: the balance sheet balances", (year) => {
    const { balance } = figuresFor(year);
    expect(balance.totalAssets).toBe(balance.totalEquityAndLiabilities);
    expect(balance.totalAssets).toBe(balance.totalNonCurrentAssets + balance.totalCurrentAssets);
    expect(balance.totalEquity).toBe(
      balance.shareCapital + balance.statutoryReserve + balance.retainedEarnings,
    );
  });

  it.each(years)("%s: the cash flows end on the balance sheet's cash", (year) => {
    const { balance, cashFlows } = figuresFor(year);
    expect(cashFlows.operating + cashFlows.investing + cashFlows.financing).toBe(
      cashFlows.netChangeInCash,
    );
    expect(cashFlows.closingCash).toBe(balance.cash);
    expect(balance.cash).toBeGreaterThan(0);
  });

  it.each(reportYears)("%s opens on the closing figures of the year before", (year) => {
    const prior = figuresFor((year - 1) as typeof year);
    const current = figuresFor(year);
    expect(current.cashFlows.openingCash).toBe(prior.balance.cash);
    expect(current.balance.retainedEarnings).toBe(
      prior.balance.retainedEarnings + current.income.netProfit + current.cashFlows.dividendsPaid,
    );
  });

  it.each(years)("%s: the income statement adds up", (year) => {
    const { income } = figuresFor(year);
    expect(income.grossProfit).toBe(income.revenue - income.costOfRevenue);
    expect(income.netProfit).toBe(
      income.revenue -
        income.costOfRevenue -
        income.sellingExpenses -
        income.adminExpenses -
        income.financeCosts +
        income.otherIncome -
        income.zakat,
    );
  });

  it("charts the statements' own figures, in SAR million", () => {
    const series = highlights();
    expect(series.revenue.map((point) => point.year)).toEqual([...reportYears]);
    const y2021 = figuresFor(2021);
    expect(series.revenue[2]).toEqual({ year: 2021, value: y2021.income.revenue / 1000 });
    // Thousands to millions, to one decimal.
    const million = (thousands: number) => Math.round(thousands / 100) / 10;
    expect(series.totalAssets[2]?.value).toBe(million(y2021.balance.totalAssets));
    expect(series.netProfit[2]?.value).toBe(million(y2021.income.netProfit));
    expect(series.totalEquity[2]?.value).toBe(million(y2021.balance.totalEquity));
  });
});
