/**
 * The years the site publishes statements for: a module of its own, so that pages naming the
 * downloads do not carry the figures (financials.ts) in their JavaScript.
 */
export const reportYears = [2019, 2020, 2021, 2022, 2023] as const;
export type ReportYear = (typeof reportYears)[number];
