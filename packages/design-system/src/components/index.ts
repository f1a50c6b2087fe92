// The building blocks: layout primitives (Box, Stack, Inline, Grid, Container), content and
// controls (Heading, Text, Link, Button, Card, Badge, Image, Picture, Figure, VideoPlayer, Table,
// BarChart, Tabs, Accordion, Breadcrumbs, Pagination, Dialog, VisuallyHidden) and the icons. Page
// sections are built from them (../sections).
export {
  Accordion,
  type AccordionItem,
  type AccordionProps,
} from "./Accordion/Accordion";
export { Badge, type BadgeProps } from "./Badge/Badge";
export { BarChart, type BarChartDatum, type BarChartProps } from "./BarChart/BarChart";
export { Box, type BoxElement, type BoxProps } from "./Box/Box";
export type { Space } from "./Box/Box.css";
export { type BreadcrumbItem, Breadcrumbs, type BreadcrumbsProps } from "./Breadcrumbs/Breadcrumbs";
export { Button, type ButtonProps } from "./Button/Button";
export { Card, type CardProps } from "./Card/Card";
export { Container, type ContainerProps } from "./Container/Container";
export { Dialog, DialogClose, type DialogProps } from "./Dialog/Dialog";
export { Figure, type FigureProps } from "./Figure/Figure";
export { Grid, type GridColumnCount, type GridColumns, type GridProps } from "./Grid/Grid";
export { Heading, type HeadingProps } from "./Heading/Heading";
export * from "./Icon/index";
export { Image, type ImageProps, type ImageRatio } from "./Image/Image";
export { Inline, type InlineProps } from "./Inline/Inline";
export { Link, type LinkProps } from "./Link/Link";
export {
  type LinkComponent,
  type LinkComponentProps,
  PlainAnchor,
} from "./Link/LinkComponentContext";
export { Pagination, type PaginationProps } from "./Pagination/Pagination";
export {
  Picture,
  type PictureProps,
  type PictureRatio,
  type PictureSource,
} from "./Picture/Picture";
export { RichText, type RichTextProps } from "./RichText/RichText";
export { Stack, type StackProps } from "./Stack/Stack";
export { Table, type TableColumn, type TableProps } from "./Table/Table";
export { type TabItem, Tabs, type TabsProps } from "./Tabs/Tabs";
export { Text, type TextProps } from "./Text/Text";
export {
  VideoPlayer,
  type VideoPlayerProps,
  type VideoSource,
  type VideoTrack,
} from "./VideoPlayer/VideoPlayer";
export { VisuallyHidden, type VisuallyHiddenProps } from "./VisuallyHidden/VisuallyHidden";
