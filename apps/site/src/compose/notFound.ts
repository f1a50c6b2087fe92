import { notFound } from "@tanstack/react-router";

/** What the error page shows as its detail line. */
export interface ErrorDetail {
  kind: "param" | "route";
  path: string;
}

/** A parameter that names no blog, service or item: 404 with `Page Not Found: {fullPath}`. */
export function paramNotFound(fullPath: string) {
  return notFound({ data: { kind: "param", path: fullPath } satisfies ErrorDetail });
}

export function isErrorDetail(value: unknown): value is ErrorDetail {
  return (
    typeof value === "object" &&
    value !== null &&
    "kind" in value &&
    "path" in value &&
    typeof (value as ErrorDetail).path === "string"
  );
}
