// Story fixtures: a fictional group's financial highlights for 2019-2023 in millions of Saudi
// riyals, in English and Arabic (the same numbers, translated copy).
import { formatNumber, type Locale } from "@rawafed/i18n";

/** One decimal, grouped, Latin digits in both languages (as the site prints figures). */
const sarMillion = (locale: Locale) => (value: number) =>
  formatNumber(locale, value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

const years = ["2019", "2020", "2021", "2022", "2023"];
const series = (values: readonly number[]) =>
  values.map((value, index) => ({ label: years[index] ?? "", value }));

const figures = {
  revenue: series([412.6, 455.1, 498.3, 561.9, 604.2]),
  netProfit: series([38.4, 41.7, 52.9, 61.3, 70.8]),
  totalAssets: series([1186.5, 1254.0, 1342.7, 1468.2, 1571.9]),
  equity: series([642.3, 671.8, 709.4, 756.1, 812.6]),
};

/** Revenue, net profit, total assets and shareholders' equity. */
export const highlights = {
  en: {
    heading: "Financial highlights",
    charts: [
      { title: "Revenue", data: figures.revenue },
      { title: "Net profit", data: figures.netProfit },
      { title: "Total assets", data: figures.totalAssets },
      { title: "Shareholders' equity", data: figures.equity },
    ].map((chart) => ({ ...chart, unit: "SAR million", formatValue: sarMillion("en") })),
    note: "Figures in millions of Saudi riyals, from the audited financial statements.",
  },
  ar: {
    heading: "أبرز المؤشرات المالية",
    charts: [
      { title: "الإيرادات", data: figures.revenue },
      { title: "صافي الربح", data: figures.netProfit },
      { title: "إجمالي الأصول", data: figures.totalAssets },
      { title: "حقوق المساهمين", data: figures.equity },
    ].map((chart) => ({ ...chart, unit: "مليون ريال سعودي", formatValue: sarMillion("ar") })),
    note: "الأرقام بملايين الريالات السعودية، مأخوذة من القوائم المالية المدققة.",
  },
};
