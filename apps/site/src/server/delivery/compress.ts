import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export type Encoding = "br" | "gzip";

/** The client's best accepted encoding of ours: brotli, then gzip; none when it takes neither. */
export function preferredEncoding(acceptEncoding: string | null): Encoding | undefined {
  const accepted = (acceptEncoding ?? "").toLowerCase();
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return undefined;
}

/** Compresses a page in the client's encoding (`preferredEncoding`); none leaves it as it is. */
export function compressHtml(
  html: string,
  encoding: Encoding | undefined,
): { body: Uint8Array | string; encoding?: Encoding } {
  if (html.length < 1024 || !encoding) return { body: html };
  if (encoding === "br") {
    return {
      body: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      encoding,
    };
  }
  return { body: gzipSync(html, { level: 6 }), encoding };
}
