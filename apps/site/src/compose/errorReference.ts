import { createIsomorphicFn } from "@tanstack/react-start";
import { useState } from "react";
import { REQUEST_SCOPE_KEY } from "../server/observe/scopeKey";

/** The element of `ErrorPage` that shows the reference. */
const REFERENCE_ELEMENT = "[data-error-reference]";

/**
 * The id of the request being answered (`server/observe/requestContext.ts`), read through the
 * global its store sits under: this module is page code and imports nothing of Node's.
 */
const answeringRequestId = createIsomorphicFn()
  .server(() => {
    const store = (
      globalThis as { [REQUEST_SCOPE_KEY]?: { getStore(): { id: string } | undefined } }
    )[REQUEST_SCOPE_KEY];
    return store?.getStore()?.id;
  })
  .client(() => undefined);

let taken = false;

/**
 * In the browser, the reference the server rendered into the page, read once: while the error
 * page it came with hydrates (the same text, so no mismatch). An error page shown later, after a
 * navigation in the browser, answers no request of the server's and shows none.
 */
function renderedReference(): string | undefined {
  if (taken || typeof document === "undefined") return undefined;
  taken = true;
  return document.querySelector(REFERENCE_ELEMENT)?.textContent ?? undefined;
}

/**
 * The reference an error page shows: its request's id, for a person to quote. Only error pages
 * carry it: shared and prerendered pages never bake in one visitor's request.
 */
export function useErrorReference(): string | undefined {
  const [reference] = useState(() => answeringRequestId() ?? renderedReference());
  return reference;
}
