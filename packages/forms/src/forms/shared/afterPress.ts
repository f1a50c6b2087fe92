// A field checked as the visitor leaves it shows or hides its message, and the fields below move.
// When the field is left by pressing something (Send, most often), the press lands where the
// pointer went down but the release where the moved control no longer is: the click is lost.
// So while a pointer is down, the check waits until the press is over and its click delivered.

let pressed = false;
let waiting: (() => void)[] = [];

function released() {
  pressed = false;
  const run = waiting;
  waiting = [];
  // After this release's click event, which the browser dispatches next.
  if (run.length === 0) return;
  setTimeout(() => {
    for (const task of run) task();
  }, 0);
}

let listening = false;

function listen() {
  if (typeof document === "undefined" || listening) return;
  listening = true;
  document.addEventListener(
    "pointerdown",
    () => {
      pressed = true;
    },
    true,
  );
  document.addEventListener("pointerup", released, true);
  document.addEventListener("pointercancel", released, true);
}

/** Runs `task` now, or once the pointer pressed at this moment is released and its click done. */
export function afterPress(task: () => void): void {
  listen();
  if (pressed) waiting.push(task);
  else task();
}

/** Starts following presses (at a form's first render, before any blur can come). */
export function followPresses(): void {
  listen();
}
