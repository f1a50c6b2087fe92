// Page sections, built from the building blocks of ../components.
export { ArticleCard, type ArticleCardProps, type ArticleSummary } from "./ArticleCard/ArticleCard";
export {
  BlogArticle,
  type BlogArticleProps,
  type BlogComment,
} from "./BlogArticle/BlogArticle";
export { type ShareNetwork, shareNetworks, shareUrl } from "./BlogArticle/share";
export { BoardMember, type BoardMemberProps, type Person } from "./BoardMember/BoardMember";
export { CardGrid, type CardGridItem, type CardGridProps } from "./CardGrid/CardGrid";
export { ClientWall, type ClientWallProps } from "./ClientWall/ClientWall";
export {
  type Committee,
  CommitteeList,
  type CommitteeListProps,
  type CommitteeMember,
} from "./CommitteeList/CommitteeList";
export { CtaBand, type CtaBandProps } from "./CtaBand/CtaBand";
export {
  type DownloadItem,
  DownloadList,
  type DownloadListProps,
} from "./DownloadList/DownloadList";
export {
  ExhibitionNotice,
  type ExhibitionNoticeProps,
} from "./ExhibitionNotice/ExhibitionNotice";
export { FaqAccordion, type FaqAccordionProps, type FaqItem } from "./FaqAccordion/FaqAccordion";
export {
  FinancialHighlights,
  type FinancialHighlightsProps,
} from "./FinancialHighlights/FinancialHighlights";
export { Hero, type HeroAction, type HeroProps } from "./Hero/Hero";
export { JobList, type JobListProps, type JobOpening } from "./JobList/JobList";
export { NewsList, type NewsListProps } from "./NewsList/NewsList";
export {
  type NoticeAction,
  type NoticeContent,
  NoticePanel,
  type NoticePanelProps,
  type NoticeTone,
} from "./NoticePanel/NoticePanel";
export { mapUrl, type Office, OfficeList, type OfficeListProps } from "./OfficeList/OfficeList";
export {
  OrganizationChart,
  type OrganizationChartProps,
  type OrgChartNode,
} from "./OrganizationChart/OrganizationChart";
export { PeopleGrid, type PeopleGridProps } from "./PeopleGrid/PeopleGrid";
export { ProductCards, type ProductCardsProps } from "./ProductCards/ProductCards";
export {
  type ServiceCardItem,
  ServiceCards,
  type ServiceCardsProps,
} from "./ServiceCards/ServiceCards";
export { type StatFigure, StatFigures, type StatFiguresProps } from "./StatFigures/StatFigures";
export {
  ItemHeading,
  Section,
  type SectionBaseProps,
  type SectionTone,
  useItemHeadingLevel,
} from "./shared/Section";
export { TextSection, type TextSectionProps } from "./TextSection/TextSection";
export { Timeline, type TimelineEntry, type TimelineProps } from "./Timeline/Timeline";
export { ValueCards, type ValueCardsProps } from "./ValueCards/ValueCards";
export {
  isoDuration,
  VideoGallery,
  type VideoGalleryProps,
  type VideoItem,
} from "./VideoGallery/VideoGallery";
