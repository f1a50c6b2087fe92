// Where stored files are served. Covers and page images are stored under content-addressed keys
// (the key changes when the bytes do), so their URLs can be cached for good.

/** The public URL of a stored cover or page image, from its file-store key. */
export const mediaUrl = (key: string): string => `/media/${key}`;

/** The download of a chapter's original PDF (served as an attachment, checked per request). */
export const chapterPdfUrl = (chapterId: string): string => `/media/pdf/${chapterId}`;

/** A page image of a chapter not published, for its translator and the reviewing team only. */
export const privateMediaUrl = (key: string): string => `/media/private/${key}`;
