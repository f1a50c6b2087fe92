// Shared material for the shell's stories: localized navigation, page copy and a newsletter form.
// Every text comes from the catalogs.
import { useT } from "@rawafed/i18n";
import type { Decorator } from "@storybook/react-vite";
import { useId } from "react";
import { expect, waitFor } from "storybook/test";
import { Button } from "../components/Button/Button";
import { Heading } from "../components/Heading/Heading";
import { Text } from "../components/Text/Text";

export { hrefOf, navigationFor, quickLinksFor, shellFixture } from "./fixtures";

/** A viewport-high page, so fixed-position parts fall inside the full-page screenshot. */
export const fullPage: Decorator = (Story) => (
  <div style={{ minBlockSize: "100vh" }}>
    <Story />
  </div>
);

const longCopy = [
  "aboutUs",
  "services",
  "integratedLogisticsSolutionsSector",
  "storageConsultancyServices",
  "rawafedPark",
  "metalFactory",
  "woodFactory",
  "investorsServicesCenter",
] as const;

/** A page's worth of content; `tall` makes it several viewports high for scrolling stories. */
export function PageContent({ tall = false }: { tall?: boolean }) {
  const t = useT();
  return (
    <div style={tall ? { minBlockSize: "250vh" } : undefined}>
      <Heading level={1}>{t("page.home.title")}</Heading>
      <Text>{t("page.home.intro")}</Text>
      {tall
        ? longCopy.map((pageId) => (
            <section key={pageId}>
              <Heading level={2}>{t(`page.${pageId}.title`)}</Heading>
              <Text>{t(`page.${pageId}.description`)}</Text>
            </section>
          ))
        : null}
    </div>
  );
}

/** Stands in for the forms package's newsletter form in the footer slot. */
export function NewsletterPreview() {
  const t = useT();
  const id = useId();
  return (
    <form
      onSubmit={(event) => event.preventDefault()}
      style={{ display: "flex", flexDirection: "column", gap: "0.5rem" }}
    >
      <label htmlFor={id}>{t("shell.footer.newsletter.emailLabel")}</label>
      <input
        id={id}
        type="email"
        autoComplete="email"
        dir="ltr"
        style={{ minBlockSize: "2.75rem", paddingInline: "0.75rem", font: "inherit" }}
      />
      <Button type="submit" variant="secondary">
        {t("action.subscribe")}
      </Button>
    </form>
  );
}

/**
 * The back-to-top button, once the page is scrolled to 400 px and it shows. Waited for as one
 * state: a canvas still settling can clamp the scroll back to the top after it was made (the button
 * then hides again), so the scroll is made again until the page stays there with the button on
 * screen. The button shows at a next frame: on a busy machine (a CI run beside other work) that
 * took longer than waitFor's default second.
 */
export async function shownWhenScrolled(
  canvas: { getByRole: (role: "button", options: { name: string }) => HTMLElement },
  name: string,
): Promise<HTMLElement> {
  let button: HTMLElement | undefined;
  await waitFor(
    () => {
      if (window.scrollY !== 400) window.scrollTo({ top: 400, behavior: "instant" });
      button = canvas.getByRole("button", { name });
      expect(button).toBeVisible();
    },
    { timeout: 5000 },
  );
  return button as HTMLElement;
}
