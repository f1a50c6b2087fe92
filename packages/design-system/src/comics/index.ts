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
  ConfirmDialog,
  type ConfirmDialogProps,
  type ConfirmKind,
} from "./ConfirmDialog/ConfirmDialog";
export { FollowToggle, type FollowToggleProps } from "./FollowToggle/FollowToggle";
export { LoginRequired, type LoginRequiredProps } from "./LoginRequired/LoginRequired";
export {
  type NotificationData,
  NotificationItem,
  type NotificationItemProps,
} from "./NotificationItem/NotificationItem";
export { NotificationList, type NotificationListProps } from "./NotificationList/NotificationList";
export { RatingStars, type RatingStarsProps } from "./RatingStars/RatingStars";
export { ReadMore, type ReadMoreProps } from "./ReadMore/ReadMore";
export { SaveToggle, type SaveToggleProps } from "./SaveToggle/SaveToggle";
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
