// Story fixtures: a home page's and a service page's heroes, in English and Arabic, and a picture.
import { scene } from "../../components/Picture/fixtures";

/** The hero's picture: the abstract scene (AVIF and WebP at two widths), described per language. */
export const heroPicture = scene;

/** A title, a lead and one action. */
export const homeHero = {
  en: {
    title: "Storage, logistics and manufacturing for the Kingdom's supply chains",
    lead: "For 28 years Rawafed Group has helped manufacturers, retailers and distributors move and store their goods with confidence. We design the warehouse, make the racking and pallets in our own factories, run the operation and connect it to an AI-supported platform, all under one accountable group listed on the Saudi Exchange since 2017.",
    action: {
      label: "Contact us",
      href: "/en/contact-us",
    },
  },
  ar: {
    title: "تخزين وخدمات لوجستية وتصنيع لسلاسل إمداد المملكة",
    lead: "منذ 28 عاماً ومجموعة روافد تساعد المصنّعين وتجار التجزئة والموزعين على نقل بضائعهم وتخزينها بثقة. نصمّم المستودع، ونصنع الأرفف والطبليات في مصانعنا، وندير التشغيل ونربطه بمنصة مدعومة بالذكاء الاصطناعي، وكل ذلك تحت مظلة مجموعة واحدة مسؤولة ومدرجة في السوق المالية السعودية منذ عام 2017.",
    action: {
      label: "تواصل معنا",
      href: "/ar/اتصل-بنا",
    },
  },
};

/** A service page: the section's name as eyebrow, and the addresses of its trail and actions. */
export const parkHero = {
  en: {
    eyebrow: "Our services",
    title: "Rawafed Park, Riyadh",
    lead: "Rawafed Park is the group's logistics park in Riyadh, an investment of 149 million riyals designed for ambient, chilled and frozen goods, with the space, gates and security that large distributors need.",
    homeHref: "/en",
    sectionHref: "/en/services",
    contactHref: "/en/contact-us",
  },
  ar: {
    eyebrow: "خدماتنا",
    title: "مجمع روافد اللوجستي، الرياض",
    lead: "مجمع روافد هو المجمع اللوجستي للمجموعة في الرياض، باستثمار بلغ 149 مليون ريال، صُمّم للبضائع الجافة والمبرّدة والمجمّدة، ويوفّر المساحات والبوابات والأمن التي يحتاجها كبار الموزعين.",
    homeHref: "/ar",
    sectionHref: "/ar/services",
    contactHref: "/ar/اتصل-بنا",
  },
};
