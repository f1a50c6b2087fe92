// The mark `endpoint()` (admission.ts) puts on the handlers it builds. Apart, so that methods.ts,
// which the server entry loads first, checks it without loading the admission's own imports.
export const ENDPOINT = Symbol.for("rawafed.endpoint");

/** A route handler built by `endpoint`: the only kind `apiHandlers` takes. */
export type Endpoint = ((context: { request: Request }) => Promise<Response>) & {
  readonly [ENDPOINT]: true;
};

export const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === "function" && (value as Partial<Endpoint>)[ENDPOINT] === true;
