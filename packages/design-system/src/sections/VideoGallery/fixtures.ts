// Story fixtures: a video gallery, in English and Arabic, without and with the videos themselves
// (the VideoPlayer's 3-second clip stands in for each).
import type { Locale } from "@rawafed/i18n";
import { clipFiles } from "../../components/VideoPlayer/fixtures";
import poster from "../../components/VideoPlayer/fixtures/poster.webp?url";

/** Four videos, with the page's title as the gallery's name. */
export const videos = {
  en: {
    items: [
      {
        title: "A tour of Rawafed Park",
        duration: "4:12",
        description:
          "Walk through the main warehouse, the cold rooms and the loading gates of our logistics park in Riyadh.",
      },
      {
        title: "Inside the metal factory",
        duration: "3:05",
        description:
          "From steel coil to finished racking: the automated lines of our factory in Al Qassim.",
      },
      {
        title: "Installing a racking system in 10 days",
        duration: "2:38",
        description:
          "A time-lapse of our installation team equipping a distribution center in Dammam.",
      },
      {
        title: "The smart logistics platform explained",
        duration: "5:20",
        description: "How the platform forecasts demand and tracks stock and trucks in real time.",
      },
    ],
    label: "Videos",
  },
  ar: {
    items: [
      {
        title: "جولة في مجمع روافد اللوجستي",
        duration: "4:12",
        description:
          "تجوّل في المستودع الرئيسي وغرف التبريد وبوابات التحميل في مجمعنا اللوجستي بالرياض.",
      },
      {
        title: "داخل مصنع المعادن",
        duration: "3:05",
        description: "من لفائف الحديد إلى الأرفف الجاهزة: خطوط الإنتاج المؤتمتة في مصنعنا بالقصيم.",
      },
      {
        title: "تركيب نظام أرفف في 10 أيام",
        duration: "2:38",
        description: "تصوير متسارع لفريق التركيب وهو يجهّز مركز توزيع في الدمام.",
      },
      {
        title: "شرح المنصة اللوجستية الذكية",
        duration: "5:20",
        description: "كيف تتنبأ المنصة بالطلب وتتابع المخزون والشاحنات لحظة بلحظة.",
      },
    ],
    label: "الفيديوهات",
  },
};

/** A heading for the gallery on another page, and the address of the page of videos. */
export const videoPage = {
  en: { heading: "Watch Rawafed at work", href: "/en/videos" },
  ar: { heading: "شاهد روافد أثناء العمل", href: "/ar/videos" },
};

/**
 * The gallery with the first two videos playable in their cards; the other two have none yet, the
 * third with a poster all the same.
 */
export function withVideos(locale: Locale) {
  return {
    ...videos[locale],
    items: videos[locale].items.map((item, index) =>
      index < 2 ? { ...item, video: clipFiles(locale) } : index === 2 ? { ...item, poster } : item,
    ),
  };
}
