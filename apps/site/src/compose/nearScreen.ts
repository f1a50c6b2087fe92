// When the footer's newsletter form hydrates: as it nears the screen on the page the visitor
// landed on, at once on a page reached by a client-side navigation.
import { visible } from "@tanstack/react-start/hydration";

const asItNearsTheScreen = visible({ rootMargin: "400px" });

/**
 * `visible()` that waits only to hydrate server HTML. A boundary mounted on the client (a
 * client-side navigation to a page of another layout remounts the footer) has an empty marker,
 * and TanStack's own waits for that to scroll into view, so the form was missing until the
 * visitor scrolled to it. `visible()` resolves at once for a boundary without an element.
 */
export const nearScreen: typeof asItNearsTheScreen = {
  ...asItNearsTheScreen,
  _s: (context) =>
    asItNearsTheScreen._s?.(
      context.element?.hasChildNodes() ? context : { ...context, element: null },
    ),
};
