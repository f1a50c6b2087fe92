import { useEffect, useRef, useState } from "react";

/**
 * Items the reader removes from an account list: hidden at once (the callback tells the server),
 * announced in a polite live region, and the focus moved to the next row's `[data-refocus]`
 * control (or the previous row's, or the list's heading when none is left).
 */
export function useRemovals(keys: readonly string[]) {
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [announcement, setAnnouncement] = useState("");
  const root = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusNext = useRef<string | null | undefined>(undefined);
  const shown = keys.filter((key) => !removed.has(key));

  useEffect(() => {
    if (focusNext.current === undefined) return;
    const key = focusNext.current;
    focusNext.current = undefined;
    const row = key ? root.current?.querySelector(`[data-row="${CSS.escape(key)}"]`) : null;
    const target = row?.querySelector<HTMLElement>("[data-refocus]") ?? heading.current;
    target?.focus();
  });

  const remove = (key: string, message: string) => {
    const at = shown.indexOf(key);
    focusNext.current = shown[at + 1] ?? shown[at - 1] ?? null;
    setRemoved((previous) => new Set(previous).add(key));
    setAnnouncement(message);
  };
  const removeAll = (message: string) => {
    focusNext.current = null;
    setRemoved(new Set(keys));
    setAnnouncement(message);
  };
  return {
    isShown: (key: string) => !removed.has(key),
    count: shown.length,
    remove,
    removeAll,
    announcement,
    root,
    heading,
  };
}
