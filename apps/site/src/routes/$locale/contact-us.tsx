import { createFileRoute } from "@tanstack/react-router";
import { contentRoute } from "../../compose/contentRoute";
import { ContactFormPart } from "../../compose/parts/ContactFormPart";
import { pageWith } from "../../compose/RoutePage";

export const Route = createFileRoute("/$locale/contact-us")({
  ...contentRoute("contactUs"),
  component: pageWith(ContactFormPart),
});
