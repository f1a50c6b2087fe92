import { type RefObject, useEffect, useRef } from "react";
import { ignoresKeys, keyAction } from "./keys";
import type { ReadingDirection, TurnAction } from "./types";

/**
 * The reader's keys, heard on the document: they count with the focus in the reader or nowhere in
 * particular, never in a field, a dialog or elsewhere on the page. Tab shows the bars again.
 */
export function useReaderKeys(
  root: RefObject<HTMLElement | null>,
  direction: ReadingDirection,
  onTurn: (action: TurnAction) => void,
  onTab: () => void,
) {
  const latest = useRef({ onTurn, onTab });
  latest.current = { onTurn, onTab };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === "Tab") return latest.current.onTab();
      const target = event.target;
      const outside =
        target instanceof Node && target !== document.body && !root.current?.contains(target);
      if (outside || ignoresKeys(target, event.key)) return;
      const action = keyAction(event, direction);
      if (!action) return;
      event.preventDefault();
      latest.current.onTurn(action);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [root, direction]);
}
