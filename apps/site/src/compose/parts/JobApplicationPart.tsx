import { JobApplicationForm } from "@rawafed/forms";
import { useLoaderData } from "@tanstack/react-router";
import { Hydrate } from "@tanstack/react-start";
import { submitJobApplication } from "../../runtime/forms";
import { nearScreen } from "../../runtime/hydration";

interface Opening {
  slug: string;
  title: string;
}

/**
 * The application form: below the fold on a phone, its code loads as it nears the screen. It
 * names one of `openings` (the one of the page it is on, chosen already) or none.
 */
export function JobApplicationForOpenings({
  openings,
  chosen,
  retentionDays,
}: {
  openings: readonly Opening[];
  chosen?: string;
  /** How long applications are kept (the server's setting). */
  retentionDays: number;
}) {
  return (
    <Hydrate when={nearScreen()}>
      <JobApplicationForm
        onSubmit={submitJobApplication}
        retentionDays={retentionDays}
        positions={openings.map((opening) => ({ value: opening.slug, text: opening.title }))}
        defaultValues={chosen ? { position: chosen } : undefined}
      />
    </Hydrate>
  );
}

/** The careers page's form, with the page's open positions to choose from. */
export function JobApplicationPart() {
  const { jobs, retentionDays } = useLoaderData({ from: "/$locale/careers/" });
  return <JobApplicationForOpenings openings={jobs} retentionDays={retentionDays} />;
}
