import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export type Encoding = "br" | "gzip";

/** The client's best accepted encoding of ours: brotli, then gzip; none when it takes neither. */
export function preferredEncoding(acceptEncoding: string | null): Encoding | undefined {
  const accepted = (acceptEncoding ?? "").toLowerCase();
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return undefined;
}

/** Compresses a page for the client's best accepted encoding (brotli, then gzip). */
export function compressHtml(
  html: string,
  acceptEncoding: string | null,
): { body: Uint8Array | string; encoding?: Encoding } {
  const encoding = preferredEncoding(acceptEncoding);
  if (html.length < 1024 || !encoding) return { body: html };
  if (encoding === "br") {
    return {
      body: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      encoding,
    };
  }
  return { body: gzipSync(html, { level: 6 }), encoding };
}
