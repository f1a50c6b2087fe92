import { encodePath } from "@rawafed/i18n";
import { createMiddleware } from "@tanstack/react-start";

/** The file beside a prerendered page that holds its loader data (SPEC.md section 7). */
export const PAYLOAD_FILE = "_payload.json";

/** The public address of a page's payload, percent-encoded for the wire. */
export function payloadUrl(pagePath: string): string {
  return `${encodePath(pagePath)}/${PAYLOAD_FILE}`;
}

/**
 * Makes a content server function static for prerendered pages: while the build prerenders a page,
 * the function's answer is also written to `{page}/_payload.json`; in the browser a call (a
 * client-side navigation or a preload) reads that file instead of calling the server. Pages that
 * were not prerendered have no file, and the call falls back to the server function.
 * `pageOf` names the page a call belongs to, from the function's input.
 */
export function staticPayload<Data>(pageOf: (data: Data) => string) {
  return createMiddleware({ type: "function" })
    .client(async (ctx) => {
      type Answer = Awaited<ReturnType<typeof ctx.next>>;
      if (import.meta.env.PROD) {
        const answer = await fetch(payloadUrl(pageOf(ctx.data as Data)), {
          headers: { accept: "application/json" },
        }).catch(() => null);
        // Short-circuits the call: the middleware runner takes `result` as the function's answer.
        if (answer?.ok) {
          const result: unknown = await answer.json();
          return { ...ctx, result } as unknown as Answer;
        }
      }
      return (await ctx.next()) as Answer;
    })
    .server(async (ctx) => {
      const answer = await ctx.next();
      if (process.env.TSS_PRERENDERING === "true" && process.env.TSS_CLIENT_OUTPUT_DIR) {
        const { writePayload } = await import("./payloadFile");
        await writePayload(
          process.env.TSS_CLIENT_OUTPUT_DIR,
          pageOf(ctx.data as Data),
          (answer as { result?: unknown }).result,
        );
      }
      return answer;
    });
}
