import { type RefObject, useEffect, useRef } from "react";
import { commandKey, ignoresKeys, keyAction, type ReaderCommand } from "./keys";
import type { ReadingDirection, TurnAction } from "./types";

/**
 * The reader's keys, heard on the document: they count with the focus in the reader or nowhere in
 * particular, never in a field, a dialog or elsewhere on the page. Tab shows the bars again; `?`
 * and `f` are the reader's commands (its shortcuts, full screen).
 */
export function useReaderKeys(
  root: RefObject<HTMLElement | null>,
  direction: ReadingDirection,
  onTurn: (action: TurnAction) => void,
  onTab: () => void,
  onCommand: (command: ReaderCommand) => void = () => undefined,
) {
  const latest = useRef({ onTurn, onTab, onCommand });
  latest.current = { onTurn, onTab, onCommand };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === "Tab") return latest.current.onTab();
      const target = event.target;
      const outside =
        target instanceof Node && target !== document.body && !root.current?.contains(target);
      if (outside || ignoresKeys(target, event.key)) return;
      const command = commandKey(event);
      if (command) {
        event.preventDefault();
        latest.current.onCommand(command);
        return;
      }
      const action = keyAction(event, direction);
      if (!action) return;
      event.preventDefault();
      latest.current.onTurn(action);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [root, direction]);
}
