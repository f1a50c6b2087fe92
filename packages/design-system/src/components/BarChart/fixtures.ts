// Story fixtures: a fictional group's results for 2019-2023 in millions of Saudi riyals, in English
// and Arabic (the same numbers, translated titles).
import { formatNumber, type Locale } from "@rawafed/i18n";

/** One decimal, grouped, Latin digits in both languages (as the site prints figures). */
const sarMillion = (locale: Locale) => (value: number) =>
  formatNumber(locale, value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

const years = ["2019", "2020", "2021", "2022", "2023"];
const series = (values: readonly number[]) =>
  values.map((value, index) => ({ label: years[index] ?? "", value }));

/** Revenue, growing every year. */
export const revenue = {
  en: {
    title: "Revenue",
    unit: "SAR million",
    data: series([412.6, 455.1, 498.3, 561.9, 604.2]),
    formatValue: sarMillion("en"),
  },
  ar: {
    title: "الإيرادات",
    unit: "مليون ريال سعودي",
    data: series([412.6, 455.1, 498.3, 561.9, 604.2]),
    formatValue: sarMillion("ar"),
  },
};

/** Net profit with a loss in 2020: bars below the zero line. */
export const netProfitWithLoss = {
  en: {
    title: "Net profit (loss)",
    unit: "SAR million",
    data: series([21.4, -18.6, 9.7, 33.2, 47.5]),
    formatValue: sarMillion("en"),
  },
  ar: {
    title: "صافي الربح (الخسارة)",
    unit: "مليون ريال سعودي",
    data: series([21.4, -18.6, 9.7, 33.2, 47.5]),
    formatValue: sarMillion("ar"),
  },
};
