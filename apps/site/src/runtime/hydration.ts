import { visible } from "@tanstack/react-start/hydration";
import { useEffect } from "react";

/**
 * When a form's code loads and hydrates: as the form nears the screen (400 px ahead), not with the
 * page. Its server HTML serves until then; what a visitor types is kept and a submission is held
 * until the code runs (the forms' early-input and early-submit guards).
 */
export const nearScreen = () => visible({ rootMargin: "400px" });

/**
 * Marks `<html data-hydrated="true">` for tests and scripts that wait until the page answers the
 * visitor. Called by the page's frame (ContentPage, which every page and error page renders from
 * its route), never by the document around it: the router renders a route inside a Suspense
 * boundary, which React hydrates in a pass of its own after the document's, so a mark set by the
 * document came while the page's own handlers (the reader's keys, the console's buttons) were not
 * attached yet. An effect runs after those of everything inside it: here, after the whole page's
 * but the parts that hydrate later on purpose (`<Hydrate>`: on interaction, near the screen).
 */
export function useHydratedMark(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
}
