// Content primitives: layout and content building blocks.
export {
  Accordion,
  type AccordionItem,
  type AccordionProps,
} from "../components/Accordion/Accordion";
export { Badge, type BadgeProps } from "../components/Badge/Badge";
export { Box, type BoxElement, type BoxProps } from "../components/Box/Box";
export type { Space } from "../components/Box/Box.css";
export {
  type BreadcrumbItem,
  Breadcrumbs,
  type BreadcrumbsProps,
} from "../components/Breadcrumbs/Breadcrumbs";
export { Card, type CardProps } from "../components/Card/Card";
export { Container, type ContainerProps } from "../components/Container/Container";
export {
  Grid,
  type GridColumnCount,
  type GridColumns,
  type GridProps,
} from "../components/Grid/Grid";
export { Image, type ImageProps, type ImageRatio } from "../components/Image/Image";
export { Inline, type InlineProps } from "../components/Inline/Inline";
export { Pagination, type PaginationProps } from "../components/Pagination/Pagination";
export { Stack, type StackProps } from "../components/Stack/Stack";
export { Table, type TableColumn, type TableProps } from "../components/Table/Table";
export { type TabItem, Tabs, type TabsProps } from "../components/Tabs/Tabs";
// Page sections.
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
