export {
  AccountButton,
  type AccountButtonProps,
  type AccountPerson,
} from "./AccountButton/AccountButton";
export { AccountFrame, type AccountFrameProps } from "./AccountFrame/AccountFrame";
export {
  type AccountAction,
  AccountMenu,
  type AccountMenuProps,
  type AccountPage,
  accountPages,
} from "./AccountMenu/AccountMenu";
export {
  type AppPasswordItem,
  AppPasswordList,
  type AppPasswordListProps,
} from "./AppPasswordList/AppPasswordList";
export {
  ChapterCredits,
  type ChapterCreditsProps,
  type CreditedPerson,
  type CreditRole,
  creditRoleLabels,
} from "./ChapterCredits/ChapterCredits";
export { ChapterList, type ChapterListProps, type ChapterSummary } from "./ChapterList/ChapterList";
export {
  ChapterPreparing,
  type ChapterPreparingProps,
} from "./ChapterPreparing/ChapterPreparing";
export { ComicCard, type ComicCardProps, type ComicStatus } from "./ComicCard/ComicCard";
export {
  type ComicChapter,
  ComicChapters,
  type ComicChaptersProps,
} from "./ComicChapters/ComicChapters";
export { ComicHeader, type ComicHeaderProps } from "./ComicHeader/ComicHeader";
export { ComicsCatalog, type ComicsCatalogProps } from "./ComicsCatalog/ComicsCatalog";
export {
  type ComicComment,
  CommentsSection,
  type CommentsSectionProps,
} from "./CommentsSection/CommentsSection";
export {
  ConfirmDialog,
  type ConfirmDialogProps,
  type ConfirmKind,
} from "./ConfirmDialog/ConfirmDialog";
export type { ComicGridItem } from "./comicMeta/ComicGrid";
export type { ComicGenre, LocalizedName, ReadingDirection } from "./comicMeta/comicMeta";
export {
  type DataExport,
  DataExportPanel,
  type DataExportPanelProps,
} from "./DataExportPanel/DataExportPanel";
export {
  DecisionQueue,
  type DecisionQueueProps,
  type QueueAction,
  type QueueAnswer,
  type QueueEntry,
} from "./DecisionQueue/DecisionQueue";
export {
  type FollowedItem,
  type FollowedKind,
  FollowingList,
  type FollowingListProps,
} from "./FollowingList/FollowingList";
export { FollowToggle, type FollowToggleProps } from "./FollowToggle/FollowToggle";
export { type GenreLink, GenreList, type GenreListProps } from "./GenreList/GenreList";
export {
  type InboxEntry,
  type InboxField,
  InboxList,
  type InboxListProps,
  type InboxPositionFilter,
  inboxFields,
} from "./InboxList/InboxList";
export {
  type LatestChapter,
  LatestChapters,
  type LatestChaptersProps,
} from "./LatestChapters/LatestChapters";
export { LoginRequired, type LoginRequiredProps } from "./LoginRequired/LoginRequired";
export {
  type ModerationComment,
  type ModerationDecision,
  ModerationList,
  type ModerationListProps,
  type ModerationStatus,
  moderationStatuses,
} from "./ModerationList/ModerationList";
export { type MyComment, MyComments, type MyCommentsProps } from "./MyComments/MyComments";
export {
  type MyTeam,
  type MyTeamMember,
  MyTeams,
  type MyTeamsProps,
} from "./MyTeams/MyTeams";
export {
  MyWork,
  type MyWorkProps,
  type WorkChapter,
  type WorkComic,
  type WorkPages,
  type WorkState,
  workStateLabels,
} from "./MyWork/MyWork";
export {
  type AppCatalogs,
  NewAppPassword,
  type NewAppPasswordProps,
} from "./NewAppPassword/NewAppPassword";
export {
  type NotificationData,
  NotificationItem,
  type NotificationItemProps,
} from "./NotificationItem/NotificationItem";
export { NotificationList, type NotificationListProps } from "./NotificationList/NotificationList";
export {
  type ChapterNotification,
  type ComicNotifications,
  NotificationsScreen,
  type NotificationsScreenProps,
} from "./NotificationsScreen/NotificationsScreen";
export { type PageMatch, PageMatches, type PageMatchesProps } from "./PageMatches/PageMatches";
export {
  type PasskeyItem,
  PasskeyList,
  type PasskeyListProps,
} from "./PasskeyList/PasskeyList";
export {
  type PeopleActions,
  PeopleAdmin,
  type PeopleAdminProps,
  type PersonRow,
} from "./PeopleAdmin/PeopleAdmin";
export { PopularComics, type PopularComicsProps } from "./PopularComics/PopularComics";
export { ProtectedStars, type ProtectedStarsProps } from "./ProtectedStars/ProtectedStars";
export { PublisherProfile, type PublisherProfileProps } from "./PublisherProfile/PublisherProfile";
export { RatingStars, type RatingStarsProps } from "./RatingStars/RatingStars";
export {
  defaultReaderSettings,
  type PageFit,
  pageFits,
  Reader,
  type ReaderPage,
  type ReaderProps,
  type ReaderSettings,
  readerSettingsOf,
  type StripWidth,
  stripWidths,
} from "./Reader";
export {
  type HistoryEntry,
  ReadingHistory,
  type ReadingHistoryProps,
} from "./ReadingHistory/ReadingHistory";
export { ReadMore, type ReadMoreProps } from "./ReadMore/ReadMore";
export {
  ReviewConsole,
  type ReviewConsoleProps,
  type ReviewSectionId,
  reviewSectionLabel,
  reviewSections,
} from "./ReviewConsole/ReviewConsole";
export { PageLinks, type PageLinksProps } from "./ReviewShared/PageLinks";
export {
  type SavedChapter,
  type SavedComic,
  SavedList,
  type SavedListProps,
} from "./SavedList/SavedList";
export { SaveToggle, type SaveToggleProps } from "./SaveToggle/SaveToggle";
export {
  type SearchFacets,
  SearchFilters,
  type SearchFiltersProps,
  type SearchSort,
  type SearchValues,
} from "./SearchFilters/SearchFilters";
export {
  type SearchResult,
  SearchResults,
  type SearchResultsProps,
} from "./SearchResults/SearchResults";
export { SimilarComics, type SimilarComicsProps } from "./SimilarComics/SimilarComics";
export {
  SubmissionNotice,
  type SubmissionNoticeProps,
  type SubmissionStatus,
} from "./SubmissionNotice/SubmissionNotice";
export {
  type AskResult,
  type DecisionResult,
  type OpenedSubmission,
  type PagesState,
  type SubmissionKindId,
  type SubmissionQueueItem,
  SubmissionReview,
  type SubmissionReviewProps,
  type SubmissionStateId,
  submissionKinds,
  submissionStateLabels,
  submissionStates,
} from "./SubmissionReview/SubmissionReview";
export { SubscribersPanel, type SubscribersPanelProps } from "./SubscribersPanel/SubscribersPanel";
export {
  TeamProfile,
  type TeamProfileChapter,
  type TeamProfileMember,
  type TeamProfileProps,
} from "./TeamProfile/TeamProfile";
export {
  type TranscriptPage,
  TranscriptPages,
  type TranscriptPagesProps,
} from "./TranscriptPages/TranscriptPages";
export {
  type TranslationLanguage,
  TranslatorCard,
  type TranslatorCardProps,
} from "./TranslatorCard/TranslatorCard";
export {
  bayesianAverage,
  type TranslatedChapter,
  TranslatorProfile,
  type TranslatorProfileProps,
} from "./TranslatorProfile/TranslatorProfile";
export {
  BackupCodeList,
  type BackupCodeListProps,
  TwoFactorSetup,
  type TwoFactorSetupProps,
} from "./TwoFactorSetup/TwoFactorSetup";
