// The studio's screen parts (CONTRACT.md, "Editorial"): they know no site; links arrive as
// hrefs, actions as form addresses or callbacks. Times show in Asia/Riyadh. Imported as
// `@rawafed/design-system/studio`, never through the package's main entry, so that no public
// page's bundle can reach the editor (Tiptap).
export {
  EditorialStateBadge,
  type EditorialStateBadgeProps,
} from "./EditorialStateBadge/EditorialStateBadge";
export { MediaLibrary, type MediaLibraryProps } from "./MediaLibrary/MediaLibrary";
export { MediaPickerDialog, type MediaPickerDialogProps } from "./MediaLibrary/MediaPickerDialog";
export {
  type NewsletterSendCounts,
  NewsletterSendPanel,
  type NewsletterSendPanelProps,
} from "./NewsletterSendPanel/NewsletterSendPanel";
export {
  diffLines,
  diffWordCounts,
  RevisionDiff,
  type RevisionDiffProps,
} from "./RevisionDiff/RevisionDiff";
export { RevisionHistory, type RevisionHistoryProps } from "./RevisionHistory/RevisionHistory";
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
export {
  StudioFrame,
  type StudioFrameProps,
  StudioNewItemLink,
  type StudioNewItemLinkProps,
  type StudioSection,
  studioKindLabel,
} from "./StudioFrame/StudioFrame";
export {
  StudioItemList,
  type StudioItemListProps,
  type StudioListFilters,
  type StudioListPagination,
  type StudioListStateFilter,
} from "./StudioItemList/StudioItemList";
export { StudioTime, studioTimeZone, useStudioDateTime } from "./shared/locale";
export type {
  DiffSegment,
  EditorialKind,
  EditorialLanguage,
  EditorialState,
  MediaImage,
  MediaUse,
  RevisionEntry,
  StudioListItem,
  StudioVersionSummary,
} from "./types";
export { VersionSwitch, type VersionSwitchProps } from "./VersionSwitch/VersionSwitch";
export {
  type WorkflowOutcome,
  WorkflowPanel,
  type WorkflowPanelProps,
} from "./WorkflowPanel/WorkflowPanel";
