// The rich-text structure as Tiptap extensions: the studio's editor and the server's renderer
// (`@tiptap/static-renderer`) build their schema from this one list, and the forms package's
// `checkRichText` is the same structure as a server-side check. A node or mark added here must be
// added there too (a test compares them). Headless: no React, no DOM; the server imports it.
import type { Extensions } from "@tiptap/core";
import Image from "@tiptap/extension-image";
import { TableKit } from "@tiptap/extension-table";
import StarterKit from "@tiptap/starter-kit";

export function richTextExtensions(): Extensions {
  return [
    StarterKit.configure({
      // A company site's articles have no code; headings start below the page's title (h1).
      code: false,
      codeBlock: false,
      heading: { levels: [2, 3, 4] },
      link: {
        openOnClick: false,
        autolink: true,
        // No `protocols`: linkify knows the web's and mail's already, and registering schemes
        // again for each editor makes it warn. Telephone links are typed in (`tel:`).
        defaultProtocol: "https",
        // Tiptap's own check, stricter than its default: only these protocols or a site path.
        isAllowedUri: (url, { defaultValidate }) =>
          (url.startsWith("/") && !url.startsWith("//")) ||
          (defaultValidate(url) && /^(https?:|mailto:|tel:)/i.test(url)),
        HTMLAttributes: { rel: "noopener noreferrer", target: null },
      },
    }),
    Image.configure({ inline: false, allowBase64: false }),
    TableKit.configure({ table: { resizable: false } }),
  ];
}
