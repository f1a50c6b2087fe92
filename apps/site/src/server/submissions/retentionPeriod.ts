// How long contact messages and job applications are kept (`retention.ts` deletes them after), in
// a module of its own: the pages whose forms say it read it without loading the job queue.

export const DEFAULT_RETENTION_DAYS = 180;

/** `RETENTION_DAYS`: whole days, 1 to 3650; anything else is the default. */
export function retentionDays(env: NodeJS.ProcessEnv = process.env): number {
  const days = Number(env.RETENTION_DAYS?.trim());
  return Number.isInteger(days) && days >= 1 && days <= 3650 ? days : DEFAULT_RETENTION_DAYS;
}

/** The day a submission that arrived `at` is deleted, unless kept. */
export const deletionDate = (at: Date, days = retentionDays()): Date =>
  new Date(at.getTime() + days * 24 * 3_600_000);
