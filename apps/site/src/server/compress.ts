import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** Compresses a page for the client's best accepted encoding (brotli, then gzip). */
export function compressHtml(
  html: string,
  acceptEncoding: string | null,
): { body: Uint8Array | string; encoding?: "br" | "gzip" } {
  const accepted = (acceptEncoding ?? "").toLowerCase();
  if (html.length < 1024) return { body: html };
  if (/\bbr\b/.test(accepted)) {
    return {
      body: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      encoding: "br",
    };
  }
  if (/\bgzip\b/.test(accepted)) return { body: gzipSync(html, { level: 6 }), encoding: "gzip" };
  return { body: html };
}
