// The client entry: TanStack Start's own (`StartClient`), with the router's start and React's
// hydration each in a task of its own. Started from inside React's first render, as `StartClient`
// does, the router's set-up and the render's first slice ran as one task of 20-30 ms on this
// machine, four times that on Lighthouse's phone: blocking time for a visitor's first tap.
// React slices the hydration itself (it runs in a transition), and `hydrateStart` yields between
// creating the router and hydrating its state (a patch of start-client-core: pnpm-workspace.yaml).
import { RouterProvider } from "@tanstack/react-router";
import { hydrateStart } from "@tanstack/react-start/client";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { adoptEmbeddedMessages } from "./runtime/embeddedMessages";

/** Lets the browser paint and handle input before what follows. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve));

async function start(): Promise<void> {
  await nextTask();
  await adoptEmbeddedMessages();
  const router = await hydrateStart();
  await nextTask();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
      {
        // A mismatch between the server HTML and the first render in the browser is a fault of
        // ours: logged with where it happened (React's own report names no component).
        onRecoverableError: (error, info) => {
          console.error(error, info.componentStack);
        },
      },
    );
  });
}

start().catch((error: unknown) => {
  // The page stays as the server sent it: links and forms work without script.
  console.error("hydration did not start", error);
});
