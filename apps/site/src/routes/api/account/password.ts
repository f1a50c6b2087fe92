import { createFileRoute } from "@tanstack/react-router";
import { handleChangePassword } from "../../../server/accounts/changePassword";
import { apiHandlers } from "../../../server/http/methods";

export const Route = createFileRoute("/api/account/password")({
  server: { handlers: apiHandlers({ POST: handleChangePassword }) },
});
