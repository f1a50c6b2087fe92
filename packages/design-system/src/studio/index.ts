// The studio's screen parts (CONTRACT.md, "Editorial"): client-side only, never on a public page.
export {
  type PickedImage,
  RichTextEditor,
  type RichTextEditorProps,
} from "./RichTextEditor/RichTextEditor";
export {
  emptyDocument,
  type RichTextValue,
  storedDocument,
} from "./RichTextEditor/storedDocument";
export type * from "./types";
