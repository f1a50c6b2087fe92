// Fixtures of the review console's stories: made-up people and texts, in each language.
import type { Locale } from "@rawafed/i18n";
import type { InboxEntry } from "../InboxList/InboxList";
import type { ModerationComment } from "../ModerationList/ModerationList";

export const storyComments = (locale: Locale): ModerationComment[] =>
  locale === "en"
    ? [
        {
          id: "c2",
          articleTitle: "Choosing the right racking system",
          articleHref: "/en/blog/racking",
          name: "Layla Haddad",
          email: "layla@example.com",
          body: "Very clear guide.\nCould you add a section on drive-in racks?",
          postedAt: "2025-05-07T09:15",
        },
        {
          id: "c1",
          articleTitle: "Smart logistics platform launch",
          articleHref: "/en/blog/platform",
          name: "سامي العتيبي",
          email: "sami@example.com",
          body: "مبادرة رائعة، بالتوفيق.",
          postedAt: "2025-05-05T14:30",
        },
      ]
    : [
        {
          id: "c2",
          articleTitle: "اختيار نظام الأرفف المناسب",
          articleHref: "/ar/blog/racking",
          name: "ليلى حداد",
          email: "layla@example.com",
          body: "دليل واضح جداً.\nهل يمكن إضافة قسم عن الأرفف المدمجة؟",
          postedAt: "2025-05-07T09:15",
        },
        {
          id: "c1",
          articleTitle: "إطلاق منصة الخدمات اللوجستية الذكية",
          articleHref: "/ar/blog/platform",
          name: "Sam Carter",
          email: "sam@example.com",
          body: "Great news, congratulations!",
          postedAt: "2025-05-05T14:30",
        },
      ];

export const storyMessages = (locale: Locale): InboxEntry[] => [
  {
    id: "m2",
    name: locale === "en" ? "Sara Al-Qahtani" : "سارة القحطاني",
    fields: {
      email: "sara@example.com",
      phone: "+966 50 000 0000",
      subject: locale === "en" ? "Cold storage" : "التخزين المبرد",
    },
    message:
      locale === "en"
        ? "We need 2,000 pallet positions in Riyadh."
        : "نحتاج إلى ألفي موقع منصة في الرياض.",
    language: locale,
    receivedAt: "2025-05-07T09:15",
  },
  {
    id: "m1",
    name: "John Smith",
    fields: { email: "john@example.com" },
    message: "Do you ship to Dammam?",
    language: "en",
    receivedAt: "2025-05-01T08:00",
  },
];

export const storyApplications = (locale: Locale): InboxEntry[] => [
  {
    id: "a2",
    name: locale === "en" ? "Huda Al-Shehri" : "هدى الشهري",
    fields: {
      email: "huda@example.com",
      phone: "+966 55 765 4321",
      city: locale === "en" ? "Dammam" : "الدمام",
      summary:
        locale === "en"
          ? "Civil engineer, five years of steel structures."
          : "مهندسة مدنية، خمس سنوات في المنشآت الفولاذية.",
    },
    language: locale,
    receivedAt: "2025-05-07T08:45",
    position: locale === "en" ? "Structural Design Engineer" : "مهندس تصميم إنشائي",
  },
  {
    id: "a1",
    name: locale === "en" ? "Omar Al-Harbi" : "عمر الحربي",
    fields: {
      email: "omar@example.com",
      phone: "+966 50 123 4567",
      city: locale === "en" ? "Riyadh" : "الرياض",
      summary:
        locale === "en" ? "Ten years in warehouse operations." : "عشر سنوات في تشغيل المستودعات.",
    },
    language: locale,
    receivedAt: "2025-05-06T11:20",
    cv: { href: "#cv-a1", name: locale === "en" ? "Omar CV.pdf" : "سيرة عمر.pdf" },
    position: null,
  },
];

/** The openings the applications' filter offers, titled in each language. */
export const storyPositions = (locale: Locale) => ({
  action: "#review",
  hidden: { section: "applications" },
  name: "position",
  spontaneous: "-",
  options:
    locale === "en"
      ? [
          { value: "structural-design-engineer", label: "Structural Design Engineer" },
          { value: "warehouse-operations-supervisor", label: "Warehouse Operations Supervisor" },
        ]
      : [
          { value: "مهندس-تصميم-إنشائي", label: "مهندس تصميم إنشائي" },
          { value: "مشرف-عمليات-مستودع", label: "مشرف عمليات مستودع" },
        ],
});
