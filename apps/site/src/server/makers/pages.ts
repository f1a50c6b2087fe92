// The server function of the become-a-translator page: the signed-in person's standing, `null`
// for a visitor (the page's route sends a visitor to log in first).
import { createServerFn } from "@tanstack/react-start";
import { getRequestHeaders } from "@tanstack/react-start/server";
import { viewerOf } from "../accounts/viewer";
import { getDb } from "../db/index";
import { type ApplicationStatus, applicationStatus } from "./apply";

export const getApplicationStatus = createServerFn({ method: "GET" }).handler(
  async (): Promise<ApplicationStatus | null> => {
    const viewer = await viewerOf(new Headers(getRequestHeaders()));
    if (!viewer) return null;
    return applicationStatus(await getDb(), viewer);
  },
);
