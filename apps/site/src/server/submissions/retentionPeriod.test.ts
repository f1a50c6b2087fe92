import { describe, expect, it } from "vitest";
import { DEFAULT_RETENTION_DAYS, deletionDate, retentionDays } from "./retentionPeriod";

describe("the retention period", () => {
  it("reads RETENTION_DAYS as whole days from 1 to 3650, else 180", () => {
    expect(retentionDays({})).toBe(DEFAULT_RETENTION_DAYS);
    expect(retentionDays({ RETENTION_DAYS: " 90 " })).toBe(90);
    expect(retentionDays({ RETENTION_DAYS: "3650" })).toBe(3650);
    for (const wrong of ["0", "-5", "1.5", "3651", "ninety", ""]) {
      expect(retentionDays({ RETENTION_DAYS: wrong })).toBe(DEFAULT_RETENTION_DAYS);
    }
  });

  it("dates the deletion that many days after arrival", () => {
    const at = new Date("2026-01-31T10:00:00Z");
    expect(deletionDate(at, 30).toISOString()).toBe("2026-03-02T10:00:00.000Z");
  });
});
