// The newsletter's subscribers as the console shows them: how many of each status.
import { count } from "drizzle-orm";
import type { Database } from "../db/index";
import { subscribers } from "../db/schema";
import { SUBSCRIBER_STATUSES, type SubscriberStatus, subscriberStatus } from "./exports";

export async function subscriberCounts(db: Database): Promise<Record<SubscriberStatus, number>> {
  const rows = await db
    .select({ status: subscriberStatus, total: count() })
    .from(subscribers)
    .groupBy(subscriberStatus);
  const counts = { active: 0, pending: 0, unsubscribed: 0 };
  for (const row of rows) {
    if (SUBSCRIBER_STATUSES.includes(row.status)) counts[row.status] = row.total;
  }
  return counts;
}
