import { JobApplicationForm } from "@rawafed/forms";
import { Hydrate } from "@tanstack/react-start";
import { submitJobApplication } from "../../runtime/forms";
import { nearScreen } from "../../runtime/hydration";

/** The careers page's form: below the fold on a phone, its code loads as it nears the screen. */
export function JobApplicationPart() {
  return (
    <Hydrate when={nearScreen()}>
      <JobApplicationForm onSubmit={submitJobApplication} />
    </Hydrate>
  );
}
