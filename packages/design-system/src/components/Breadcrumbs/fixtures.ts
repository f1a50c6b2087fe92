// Story fixtures: a trail three pages deep, in English and Arabic.

/** Home, a section and the current page (no address). */
export const trail = {
  en: [
    { label: "Home", href: "/en" },
    { label: "Investor services", href: "/en/investors-services-center" },
    { label: "Financial statements" },
  ],
  ar: [
    { label: "الرئيسية", href: "/ar" },
    { label: "خدمات المستثمرين", href: "/ar/investors-services-center" },
    { label: "القوائم المالية" },
  ],
};
