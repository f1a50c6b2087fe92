// The studio's fields and forms: imported as `@rawafed/forms/studio`, never through the package's
// main entry, so that no public page's bundle can reach the editor (Tiptap).
export {
  RichTextField,
  type RichTextFieldProps,
} from "./fields/RichTextField/RichTextField";
export {
  type OtherVersion,
  type StudioSaveResult,
  StudioVersionForm,
  type StudioVersionFormProps,
} from "./forms/StudioVersionForm/StudioVersionForm";
