import { CV_MAX_BYTES, cvExtensions, jobApplicationSchema } from "@rawafed/forms/schemas";
import { createFileRoute } from "@tanstack/react-router";
import { apiHandlers } from "../../server/http/methods";
import { isPublishedSlug } from "../../server/studio/published";
import { formEndpoint } from "../../server/submissions/submit";

export const Route = createFileRoute("/api/job-application")({
  server: {
    handlers: apiHandlers({
      POST: formEndpoint({
        kind: "jobApplication",
        schema: jobApplicationSchema,
        // The CV plus the text fields and the multipart framing.
        maxBodyBytes: CV_MAX_BYTES + 64 * 1024,
        files: [{ field: "cv", extensions: cvExtensions, maxBytes: CV_MAX_BYTES, required: true }],
        // A named opening is one that is open (published); none is a spontaneous application.
        verify: async (db, data) =>
          !data.position || (await isPublishedSlug(db, "job", data.position))
            ? {}
            : { position: "validation.fieldInvalid" },
      }),
    }),
  },
});
