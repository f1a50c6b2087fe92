// What the browser does beside rendering: notice new builds, recover from a failed chunk load,
// and (only when an operator turns it on) the copy guard of SPEC.md section 8.
import type { AnyRouter } from "@tanstack/react-router";

export const BUILD_POLL_MS = 10 * 60 * 1000;
export const RELOAD_GUARD_MS = 10_000;
const currentBuild: string = import.meta.env.VITE_BUILD_ID ?? "dev";

/**
 * Polls /builds/latest.json (every 10 minutes and when the tab shows again); once a newer build
 * is out, the next navigation is a full page load so the visitor gets the new code.
 */
export function watchBuilds(router: AnyRouter): () => void {
  let outdated = false;
  const check = async () => {
    try {
      const response = await fetch(`/builds/latest.json?t=${Date.now()}`, { cache: "no-store" });
      if (!response.ok) return;
      const latest = (await response.json()) as { id?: string };
      if (latest.id && latest.id !== currentBuild) outdated = true;
    } catch {
      // Offline or mid-deploy: try again at the next tick.
    }
  };
  const onVisible = () => {
    if (document.visibilityState === "visible") void check();
  };
  const timer = window.setInterval(check, BUILD_POLL_MS);
  document.addEventListener("visibilitychange", onVisible);
  const unsubscribe = router.subscribe("onBeforeNavigate", ({ toLocation, pathChanged }) => {
    if (outdated && pathChanged) window.location.assign(toLocation.href);
  });
  return () => {
    window.clearInterval(timer);
    document.removeEventListener("visibilitychange", onVisible);
    unsubscribe();
  };
}

/** A chunk that fails to load (after a deploy) reloads the page, once per path within 10 s. */
export function shouldReloadAfterChunkError(
  path: string,
  now: number,
  storage: Pick<Storage, "getItem" | "setItem">,
): boolean {
  const key = `chunk-reload:${path}`;
  const last = storage.getItem(key);
  if (last !== null && now - Number(last) < RELOAD_GUARD_MS) return false;
  storage.setItem(key, String(now));
  return true;
}

export function guardChunkErrors(): () => void {
  const onError = (event: Event) => {
    if (shouldReloadAfterChunkError(window.location.pathname, Date.now(), window.sessionStorage)) {
      event.preventDefault();
      window.location.reload();
    }
  };
  window.addEventListener("vite:preloadError", onError);
  return () => window.removeEventListener("vite:preloadError", onError);
}

/**
 * The copy guard: blocks the context menu, selection, copy and cut. It also blocks assistive use,
 * so it stays off unless an operator sets VITE_BLOCK_DEVTOOLS=true at build.
 */
export function copyGuardEnabled(): boolean {
  return import.meta.env.VITE_BLOCK_DEVTOOLS === "true";
}

export function guardCopying(): () => void {
  const block = (event: Event) => event.preventDefault();
  const events = ["contextmenu", "selectstart", "copy", "cut"] as const;
  for (const name of events) document.addEventListener(name, block);
  return () => {
    for (const name of events) document.removeEventListener(name, block);
  };
}
