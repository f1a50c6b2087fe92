import { contactSchema } from "@rawafed/forms/schemas";
import { createFileRoute } from "@tanstack/react-router";
import { apiHandlers } from "../../server/http/methods";
import { formEndpoint } from "../../server/submissions/submit";

export const Route = createFileRoute("/api/contact")({
  server: {
    handlers: apiHandlers({
      POST: formEndpoint({
        kind: "contact",
        schema: contactSchema,
        maxBodyBytes: 32 * 1024,
      }),
    }),
  },
});
