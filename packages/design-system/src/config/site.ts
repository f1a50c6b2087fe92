/** The one site configuration: every brand contact detail and social link comes from here. */
export const siteConfig = {
  slug: "rawafed",
  email: "info@rawafed.example",
  /** The unified number, dialled as written. */
  phone: "920000000",
  /** WhatsApp in E.164 form. */
  whatsapp: "+966500000000",
  /** Web messaging chat: opens WhatsApp's chat with the unified account. */
  chatUrl: "https://wa.me/966500000000",
  social: {
    facebook: "https://www.facebook.com/rawafed.example",
    youtube: "https://www.youtube.com/@rawafed.example",
    instagram: "https://www.instagram.com/rawafed.example",
    linkedin: "https://www.linkedin.com/company/rawafed-example",
    x: "https://x.com/rawafed_example",
  },
  offices: [
    { id: "riyadh", mapQuery: "Riyadh, Saudi Arabia", headOffice: true },
    { id: "qassim", mapQuery: "Buraydah, Al Qassim, Saudi Arabia", headOffice: false },
    { id: "dammam", mapQuery: "Dammam, Saudi Arabia", headOffice: false },
    { id: "jeddah", mapQuery: "Jeddah, Saudi Arabia", headOffice: false },
    { id: "cairo", mapQuery: "Cairo, Egypt", headOffice: false },
  ],
} as const;

export type SiteConfig = typeof siteConfig;
export type SocialNetwork = keyof SiteConfig["social"];
export type OfficeId = SiteConfig["offices"][number]["id"];
