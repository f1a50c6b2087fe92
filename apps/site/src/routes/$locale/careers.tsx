import { createFileRoute } from "@tanstack/react-router";
import { contentRoute } from "../../compose/contentRoute";
import { JobApplicationPart } from "../../compose/parts/JobApplicationPart";
import { pageWith } from "../../compose/RoutePage";

export const Route = createFileRoute("/$locale/careers")({
  ...contentRoute("careers"),
  component: pageWith(JobApplicationPart),
});
