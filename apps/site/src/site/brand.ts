import type { Brand } from "@rawafed/design-system";

/**
 * Rawafed Group: the one place for the brand's contact details, social links and offices. The
 * shell draws them (header, footer, contact menu, social column); mails take the address.
 */
export const brand = {
  name: "brand.name",
  tagline: "brand.tagline",
  email: "info@rawafed.example",
  /** The unified number, dialled as written. */
  phone: "920000000",
  whatsapp: "+966500000000",
  /** Web messaging chat: opens WhatsApp's chat with the unified account. */
  chatUrl: "https://wa.me/966500000000",
  social: {
    label: "shell.social.label",
    links: [
      {
        network: "facebook",
        href: "https://www.facebook.com/rawafed.example",
        label: "shell.social.facebook",
      },
      {
        network: "youtube",
        href: "https://www.youtube.com/@rawafed.example",
        label: "shell.social.youtube",
      },
      {
        network: "instagram",
        href: "https://www.instagram.com/rawafed.example",
        label: "shell.social.instagram",
      },
      {
        network: "linkedin",
        href: "https://www.linkedin.com/company/rawafed-example",
        label: "shell.social.linkedin",
      },
      { network: "x", href: "https://x.com/rawafed_example", label: "shell.social.x" },
    ],
  },
  offices: [
    { id: "riyadh", label: "office.riyadh", headOffice: true },
    { id: "qassim", label: "office.qassim" },
    { id: "dammam", label: "office.dammam" },
    { id: "jeddah", label: "office.jeddah" },
    { id: "cairo", label: "office.cairo" },
  ],
} as const satisfies Brand;
