/**
 * Where the request scope lives (`globalThis`, under this symbol): one store even should the
 * module holding it be loaded twice, and readable by page code that must not import Node's
 * modules (`compose/errorReference.ts`).
 */
export const REQUEST_SCOPE_KEY = Symbol.for("rawafed.requestScope");
