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
export { ChapterList, type ChapterListProps, type ChapterSummary } from "./ChapterList/ChapterList";
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
export { FollowToggle, type FollowToggleProps } from "./FollowToggle/FollowToggle";
export { type GenreLink, GenreList, type GenreListProps } from "./GenreList/GenreList";
export {
  type LatestChapter,
  LatestChapters,
  type LatestChaptersProps,
} from "./LatestChapters/LatestChapters";
export { LoginRequired, type LoginRequiredProps } from "./LoginRequired/LoginRequired";
export {
  type NotificationData,
  NotificationItem,
  type NotificationItemProps,
} from "./NotificationItem/NotificationItem";
export { NotificationList, type NotificationListProps } from "./NotificationList/NotificationList";
export { PopularComics, type PopularComicsProps } from "./PopularComics/PopularComics";
export { RatingStars, type RatingStarsProps } from "./RatingStars/RatingStars";
export { ReadMore, type ReadMoreProps } from "./ReadMore/ReadMore";
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
  type TranslationLanguage,
  TranslatorCard,
  type TranslatorCardProps,
} from "./TranslatorCard/TranslatorCard";
