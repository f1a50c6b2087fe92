import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * `false` on the server and while React hydrates the server HTML, `true` from the next render on.
 * What a field shows of a value read from the page before hydration (a file chosen while the
 * form's code was loading) waits for it, so the hydrating render matches the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
