// The studio's videos (CONTRACT.md, "Editorial"): a WebM or MP4 uploaded on its own, checked by
// its bytes (magic bytes, size), its length and size read from the file (music-metadata), and
// served with ranges so a player can seek; captions are WebVTT, one per language version, served
// from what is published. The first content's four clips stay in public/videos.
import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { VIDEO_FILE_PATTERN, VIDEO_MAX_BYTES } from "@rawafed/forms/schemas";
import { isLocale } from "@rawafed/i18n";
import { and, eq } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import { parseStream } from "music-metadata";
import { type VideoId, videoFiles } from "../../content/videoFiles";
import { getDb } from "../db/index";
import { editorialPublished } from "../db/schema";
import { fileNotFound, responseHeaders } from "../delivery/headers";
import { checkStoreKey, isUuid } from "../files/keys";
import { type ByteRange, getFileStore } from "../files/store";
import { endpoint } from "../http/admission";
import { answer, invalid } from "../http/answers";
import { Refused } from "../uploads/files";
import { forStaffUploads } from "./access";

/** What a video is: where it plays from, its type, its length and its frame. */
export interface VideoFacts {
  sources: { src: string; type: string }[];
  seconds: number;
  width: number;
  height: number;
}

const videoTypes = { webm: "video/webm", mp4: "video/mp4" } as const;

/** The facts of a stored video (or a first-content clip), or null when it is not there. */
export async function videoFacts(file: string): Promise<VideoFacts | null> {
  if (!VIDEO_FILE_PATTERN.test(file)) return null;
  if (file.startsWith("seed/")) {
    const id = file.slice("seed/".length);
    if (!(id in videoFiles)) return null;
    const { seconds, width, height } = videoFiles[id as VideoId];
    return {
      sources: [
        { src: `/videos/${id}.webm`, type: videoTypes.webm },
        { src: `/videos/${id}.mp4`, type: videoTypes.mp4 },
      ],
      seconds,
      width,
      height,
    };
  }
  const opened = await getFileStore().open(file);
  if (!opened) return null;
  const extension = file.endsWith(".webm") ? "webm" : "mp4";
  const read = await measure(opened.body, videoTypes[extension], opened.size);
  if (!read) return null;
  return {
    sources: [{ src: `/media/${file}`, type: videoTypes[extension] }],
    ...read,
  };
}

/** A video's length and frame from its own headers, or null when they cannot be read. */
async function measure(
  body: ReadableStream<Uint8Array>,
  mimeType: string,
  size: number,
): Promise<Omit<VideoFacts, "sources"> | null> {
  const stream = Readable.fromWeb(body as never);
  try {
    const { format } = await parseStream(stream, { mimeType, size }, { duration: true });
    const track = format.trackInfo.find((info) => info.video);
    const seconds =
      format.duration ?? Math.max(0, ...format.trackInfo.map((info) => info.duration ?? 0));
    const width = track?.video?.pixelWidth ?? 0;
    const height = track?.video?.pixelHeight ?? 0;
    return seconds > 0 && width > 0 && height > 0
      ? { seconds: Math.round(seconds), width, height }
      : null;
  } catch {
    return null;
  } finally {
    stream.destroy();
  }
}

/**
 * `POST /api/studio/videos/upload` (multipart, the file in `video`): a WebM or MP4 by its bytes,
 * at most 200 MB, stored under a key of its own once its length and frame could be read. 201 with
 * `{ file, seconds, width, height }`; refused at `video` (422, or 413 when too large).
 */
export const handleVideoUpload = endpoint({
  ...forStaffUploads,
  body: {
    accepts: "multipart-stream",
    maxBytes: VIDEO_MAX_BYTES + 64 * 1024,
    fileField: "video",
    files: 1,
  },
  handle: async ({ locale, upload }) => {
    const id = randomUUID();
    let stored: { key: string; type: keyof typeof videoTypes } | Refused | null = null;
    const store = getFileStore();
    const values = await upload(async (part) => {
      if (part.field !== "video" || stored) {
        part.stream.resume();
        return;
      }
      const chunks = part.stream.iterator({ destroyOnReturn: false }) as AsyncIterator<Buffer>;
      // The first bytes say what the file is (and so its key); nothing else is stored.
      let head = Buffer.alloc(0);
      let done = false;
      while (head.byteLength < 4100 && !done) {
        const next = await chunks.next();
        done = Boolean(next.done);
        if (next.value) head = Buffer.concat([head, next.value]);
      }
      const found = (await fileTypeFromBuffer(head))?.mime;
      const type = found === videoTypes.webm ? "webm" : found === videoTypes.mp4 ? "mp4" : null;
      if (!type || !/\.(webm|mp4)$/i.test(part.name)) {
        part.stream.resume();
        stored = new Refused("validation.videoType");
        return;
      }
      const key = checkStoreKey(`videos/${id}.${type}`);
      let size = head.byteLength;
      async function* bytes(): AsyncGenerator<Uint8Array> {
        if (size > VIDEO_MAX_BYTES) throw new Refused("validation.fileTooLarge");
        yield head;
        while (!done) {
          const next = await chunks.next();
          if (next.done) break;
          size += next.value.byteLength;
          if (size > VIDEO_MAX_BYTES) throw new Refused("validation.fileTooLarge");
          yield next.value;
        }
      }
      try {
        await store.putStream(key, bytes(), videoTypes[type]);
        stored = { key, type };
      } catch (error) {
        part.stream.resume();
        if (error instanceof Refused) {
          stored = error;
          return;
        }
        throw error;
      }
    });
    const got = stored as { key: string; type: keyof typeof videoTypes } | Refused | null;
    if (values instanceof Response) {
      if (got && !(got instanceof Refused)) await store.remove([got.key]);
      return values;
    }
    if (!got) return invalid(locale, { video: "validation.required" });
    if (got instanceof Refused) return invalid(locale, { video: got.messageId });
    const facts = await videoFacts(got.key);
    if (!facts) {
      await store.remove([got.key]);
      return invalid(locale, { video: "validation.videoUnreadable" });
    }
    return answer(201, {
      ok: true,
      file: got.key,
      seconds: facts.seconds,
      width: facts.width,
      height: facts.height,
    });
  },
});

/** `bytes=start-end`, `bytes=start-` or `bytes=-suffix` of a file of `size` bytes. */
function rangeOf(header: string | null, size: number): ByteRange | "unsatisfiable" | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return null;
  const start = match[1] === "" ? Math.max(0, size - Number(match[2])) : Number(match[1]);
  const end = match[1] === "" || match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start > end || start >= size ? "unsatisfiable" : { start, end };
}

/**
 * `GET /media/videos/{id}.{webm|mp4}`: an uploaded video, whole or by ranges (a player seeks),
 * cached for good (its key is new for every upload) and sandboxed.
 */
export async function videoResponse(request: Request, name: string): Promise<Response> {
  const match = /^([0-9a-f-]{36})\.(webm|mp4)$/.exec(name);
  if (!match?.[1] || !isUuid(match[1])) return fileNotFound();
  const key = `videos/${match[1]}.${match[2]}`;
  const store = getFileStore();
  const whole = await store.open(key);
  if (!whole) return fileNotFound();
  const headers = {
    ...responseHeaders,
    "Content-Type": videoTypes[match[2] as keyof typeof videoTypes],
    "Accept-Ranges": "bytes",
    "Cache-Control": "public, max-age=31536000, immutable",
    "Content-Security-Policy": "default-src 'none'; sandbox",
  };
  const range = rangeOf(request.headers.get("range"), whole.size);
  if (range === "unsatisfiable") {
    await whole.body.cancel();
    return new Response(null, {
      status: 416,
      headers: { ...headers, "Content-Range": `bytes */${whole.size}` },
    });
  }
  if (!range || request.method === "HEAD") {
    if (request.method === "HEAD") await whole.body.cancel();
    return new Response(request.method === "HEAD" ? null : whole.body, {
      headers: { ...headers, "Content-Length": String(whole.size) },
    });
  }
  await whole.body.cancel();
  const part = await store.open(key, range);
  if (!part) return fileNotFound();
  return new Response(part.body, {
    status: 206,
    headers: {
      ...headers,
      "Content-Length": String(range.end - range.start + 1),
      "Content-Range": `bytes ${range.start}-${range.end}/${whole.size}`,
    },
  });
}

/** `GET /media/captions/{item}.{locale}.vtt`: a published video's captions in that language. */
export async function captionsResponse(name: string): Promise<Response> {
  const match = /^([0-9a-f-]{36})\.(en|ar)\.vtt$/.exec(name);
  if (!match?.[1] || !isUuid(match[1]) || !isLocale(match[2])) return fileNotFound();
  const [row] = await (await getDb())
    .select({ fields: editorialPublished.fields })
    .from(editorialPublished)
    .where(
      and(
        eq(editorialPublished.itemId, match[1]),
        eq(editorialPublished.kind, "video"),
        eq(editorialPublished.language, match[2]),
      ),
    );
  const captions = row?.fields.captions;
  if (!captions) return fileNotFound();
  return new Response(captions, {
    headers: {
      ...responseHeaders,
      "Content-Type": "text/vtt; charset=utf-8",
      "Cache-Control": "public, no-cache",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
