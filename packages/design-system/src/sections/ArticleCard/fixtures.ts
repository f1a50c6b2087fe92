// Story fixtures: a news item and a blog post, in English and Arabic, and a picture for a card.
import { scene } from "../../components/Picture/fixtures";

/** A news item linking to its place on the news page. */
export const newsItem = {
  en: {
    title: "Rawafed Group to exhibit at booth 2A90 from 27 to 29 May 2025",
    summary:
      "The group will present its storage products, Rawafed Park and its smart logistics platform at the logistics and supply chain exhibition in Riyadh.",
    date: "2025-05-05",
    href: "/en/news#rawafed-at-riyadh-logistics-exhibition-2025",
  },
  ar: {
    title: "مجموعة روافد تشارك في المعرض بالجناح 2A90 من 27 إلى 29 مايو 2025",
    summary:
      "تعرض المجموعة منتجات التخزين ومجمع روافد اللوجستي ومنصتها اللوجستية الذكية في معرض الخدمات اللوجستية وسلاسل الإمداد بالرياض.",
    date: "2025-05-05",
    href: "/ar/الأخبار#rawafed-at-riyadh-logistics-exhibition-2025",
  },
};

/** A blog post with its author. */
export const blogPost = {
  en: {
    title: "How to choose the right racking system for your warehouse",
    summary:
      "Selective, drive-in or very narrow aisle? Five questions to answer before you order racking.",
    date: "2025-03-12",
    author: "Abdulrahman Khalid Al-Shammari",
    href: "/en/blog/choosing-the-right-racking-system",
  },
  ar: {
    title: "كيف تختار نظام الأرفف المناسب لمستودعك",
    summary:
      "أرفف انتقائية، أم بنظام الدخول، أم بممرات ضيقة جداً؟ خمسة أسئلة أجب عنها قبل طلب الأرفف.",
    date: "2025-03-12",
    author: "عبدالرحمن خالد الشمري",
    href: "/ar/blog/choosing-the-right-racking-system",
  },
};

/** The news item with a picture (the abstract scene, AVIF and WebP at two widths). */
export const newsItemWithImage = {
  en: { ...newsItem.en, image: scene.en },
  ar: { ...newsItem.ar, image: scene.ar },
};
