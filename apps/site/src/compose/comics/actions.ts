import { useRouter } from "@tanstack/react-router";
import type { ActionResult } from "../../runtime/comics";

/**
 * Runs a reader's action (save, follow, rate, delete) and then reloads the page's data, so what
 * is shown is what the server holds: after a refusal too (the toggle goes back).
 */
export function useReaderAction() {
  const router = useRouter();
  return async <T>(action: Promise<ActionResult<T>>): Promise<ActionResult<T>> => {
    const result = await action;
    await router.invalidate();
    return result;
  };
}
