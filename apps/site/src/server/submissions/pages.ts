// The server functions of pages with the corporate forms.
import { createServerFn } from "@tanstack/react-start";
import { retentionDays } from "./retentionPeriod";

/** How long contact messages and job applications are kept, in days (the forms say so). */
export const getRetentionDays = createServerFn({ method: "GET" }).handler((): number =>
  retentionDays(),
);
