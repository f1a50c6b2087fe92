import { ContactForm } from "@rawafed/forms";
import { useLoaderData } from "@tanstack/react-router";
import { Hydrate } from "@tanstack/react-start";
import { submitContact } from "../../runtime/forms";
import { nearScreen } from "../../runtime/hydration";

/** The contact page's form: below the fold on a phone, its code loads as it nears the screen. */
export function ContactFormPart() {
  const { retentionDays } = useLoaderData({ from: "/$locale/contact-us" });
  return (
    <Hydrate when={nearScreen()}>
      <ContactForm onSubmit={submitContact} retentionDays={retentionDays} />
    </Hydrate>
  );
}
