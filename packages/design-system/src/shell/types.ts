import type { MessageId } from "@rawafed/i18n";

// What an app tells its shell about itself: its name, contact details, social links, offices and
// navigation. The shell knows no page, brand or address of its own; each product (the corporate
// site, the comics platform) fills these in.

/** A link of the navigation or of the footer's quick links. */
export interface NavLink {
  /** The localized path, built by the app. */
  href: string;
  /** The link's text. */
  label: MessageId;
}

/** A group of the primary navigation: a disclosure menu on desktop, a titled list on mobile. */
export interface NavGroup {
  /** Unique among the groups (element ids and keys). */
  id: string;
  label: MessageId;
  links: readonly NavLink[];
}

/** The networks the social column can link to, in the order it shows them (each has an icon). */
export const socialNetworks = ["facebook", "youtube", "instagram", "linkedin", "x"] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

export interface SocialLink {
  network: SocialNetwork;
  href: string;
  /** The link's accessible name, e.g. "Rawafed Group on Facebook". */
  label: MessageId;
}

export interface BrandOffice {
  /** Unique among the offices (keys). */
  id: string;
  label: MessageId;
  /** Marked with the head-office badge. */
  headOffice?: boolean;
}

/** Who the shell is drawn for: the brand and how to reach it. */
export interface Brand {
  /** The name (header, footer, slim frames) and the footer's tagline. */
  name: MessageId;
  tagline: MessageId;
  email: string;
  /** The phone number, dialled as written. */
  phone: string;
  /** WhatsApp in E.164 form. */
  whatsapp: string;
  /** The contact menu's web chat. */
  chatUrl: string;
  /** The floating social column: its accessible name and its links, in display order. */
  social: { label: MessageId; links: readonly SocialLink[] };
  offices: readonly BrandOffice[];
}
