// The design system's icons, in one place: `Icon` draws an icon chosen by name, and each icon of
// the sections and comics has a component of its own. Icons that point along the reading
// direction mirror in rtl.
export { Icon, type IconName, type IconProps, iconNames } from "./Icon";
export * from "./icons";
