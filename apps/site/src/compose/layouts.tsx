import {
  DefaultLayout,
  FourLayout,
  type LayoutProps,
  NoneLayout,
  SecondLayout,
  SixLayout,
} from "@rawafed/design-system";
import { type LayoutName, type PageId, pages } from "@rawafed/i18n";
import type { ComponentType } from "react";

/** The frame of each corporate page, as the page table (CONTRACT.md) names it. */
const corporateLayouts: Partial<Record<LayoutName, ComponentType<LayoutProps>>> = {
  default: DefaultLayout,
  second: SecondLayout,
  four: FourLayout,
  six: SixLayout,
  none: NoneLayout,
};

export function layoutOf(pageId: PageId): ComponentType<LayoutProps> {
  return corporateLayouts[pages[pageId].layout] ?? DefaultLayout;
}
