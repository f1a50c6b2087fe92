import { createFileRoute } from "@tanstack/react-router";
import { contentRoute } from "../../compose/contentRoute";
import { ContactFormPart } from "../../compose/parts/ContactFormPart";
import { pageWith } from "../../compose/RoutePage";
import { getContactPage } from "../../runtime/serverFns";

export const Route = createFileRoute("/$locale/contact-us")({
  ...contentRoute("contactUs", getContactPage),
  component: pageWith(ContactFormPart),
});
