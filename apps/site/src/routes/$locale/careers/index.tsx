import { createFileRoute } from "@tanstack/react-router";
import { contentRoute } from "../../../compose/contentRoute";
import { JobApplicationPart } from "../../../compose/parts/JobApplicationPart";
import { pageWith } from "../../../compose/RoutePage";
import { getCareersAndPage } from "../../../runtime/serverFns";

export const Route = createFileRoute("/$locale/careers/")({
  ...contentRoute("careers", getCareersAndPage),
  component: pageWith(JobApplicationPart),
});
