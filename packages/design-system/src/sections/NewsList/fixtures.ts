// Story fixtures: news and blog posts, in English and Arabic, and a picture for each card.
import { scene } from "../../components/Picture/fixtures";

/** The three latest news items and the address of the news page. */
export const latestNews = {
  en: {
    heading: "News",
    items: [
      {
        title: "Rawafed Group to exhibit at booth 2A90 from 27 to 29 May 2025",
        summary:
          "The group will present its storage products, Rawafed Park and its smart logistics platform at the logistics and supply chain exhibition in Riyadh.",
        date: "2025-05-05",
        href: "/en/news#rawafed-at-riyadh-logistics-exhibition-2025",
      },
      {
        title: "Rawafed launches its AI-supported smart logistics platform",
        summary:
          "The platform, developed in-house, gives clients demand forecasts and a live view of their stock, orders and shipments.",
        date: "2025-02-10",
        href: "/en/news#smart-logistics-platform-launch",
      },
      {
        title: "Rawafed Park opens in Riyadh",
        summary:
          "The 149 million riyal logistics park adds 44,000 pallet positions and 25 cold rooms to the group's capacity.",
        date: "2024-11-18",
        href: "/en/news#rawafed-park-opens",
      },
    ],
    viewAllHref: "/en/news",
  },
  ar: {
    heading: "الأخبار",
    items: [
      {
        title: "مجموعة روافد تشارك في المعرض بالجناح 2A90 من 27 إلى 29 مايو 2025",
        summary:
          "تعرض المجموعة منتجات التخزين ومجمع روافد اللوجستي ومنصتها اللوجستية الذكية في معرض الخدمات اللوجستية وسلاسل الإمداد بالرياض.",
        date: "2025-05-05",
        href: "/ar/الأخبار#rawafed-at-riyadh-logistics-exhibition-2025",
      },
      {
        title: "روافد تطلق منصتها اللوجستية الذكية المدعومة بالذكاء الاصطناعي",
        summary:
          "تمنح المنصة، التي طُوّرت داخلياً، العملاءَ توقعات للطلب وعرضاً حياً لمخزونهم وطلباتهم وشحناتهم.",
        date: "2025-02-10",
        href: "/ar/الأخبار#smart-logistics-platform-launch",
      },
      {
        title: "افتتاح مجمع روافد اللوجستي في الرياض",
        summary:
          "يضيف المجمع اللوجستي، الذي بلغت تكلفته 149 مليون ريال، 44,000 موقع طبلية و25 غرفة تبريد إلى طاقة المجموعة.",
        date: "2024-11-18",
        href: "/ar/الأخبار#rawafed-park-opens",
      },
    ],
    viewAllHref: "/ar/الأخبار",
  },
};

/** Blog posts with their authors and the address of the blog. */
export const blogPosts = {
  en: {
    heading: "Blog",
    items: [
      {
        title: "How to choose the right racking system for your warehouse",
        summary:
          "Selective, drive-in or very narrow aisle? Five questions to answer before you order racking.",
        date: "2025-03-12",
        author: "Abdulrahman Khalid Al-Shammari",
        href: "/en/blog/choosing-the-right-racking-system",
      },
      {
        title: "Cold chain storage in Saudi Arabia: what to get right",
        summary:
          "Temperatures above 45 °C outside and below -20 °C inside: the essentials of storing food and medicine safely.",
        date: "2025-01-22",
        author: "Eng. Omar Hassan Al-Zahrani",
        href: "/en/blog/cold-chain-storage-in-saudi-arabia",
      },
      {
        title: "Three ways AI already improves warehouse operations",
        summary:
          "Forecasting, slotting and transport planning: where artificial intelligence pays off today.",
        date: "2024-12-04",
        author: "Reem Abdullah Al-Anazi",
        href: "/en/blog/ai-in-warehouse-operations",
      },
    ],
    viewAllHref: "/en/blogs",
  },
  ar: {
    heading: "المدونة",
    items: [
      {
        title: "كيف تختار نظام الأرفف المناسب لمستودعك",
        summary:
          "أرفف انتقائية، أم بنظام الدخول، أم بممرات ضيقة جداً؟ خمسة أسئلة أجب عنها قبل طلب الأرفف.",
        date: "2025-03-12",
        author: "عبدالرحمن خالد الشمري",
        href: "/ar/blog/choosing-the-right-racking-system",
      },
      {
        title: "التخزين المبرّد في السعودية: ما الذي يجب إتقانه",
        summary:
          "أكثر من 45 °م في الخارج وأقل من -20 °م في الداخل: أساسيات تخزين الأغذية والأدوية بأمان.",
        date: "2025-01-22",
        author: "م. عمر حسن الزهراني",
        href: "/ar/blog/cold-chain-storage-in-saudi-arabia",
      },
      {
        title: "ثلاث طرق يحسّن بها الذكاء الاصطناعي عمليات المستودعات اليوم",
        summary:
          "التنبؤ بالطلب، وتوزيع مواقع التخزين، وتخطيط النقل: حيث يؤتي الذكاء الاصطناعي ثماره اليوم.",
        date: "2024-12-04",
        author: "ريم عبدالله العنزي",
        href: "/ar/blog/ai-in-warehouse-operations",
      },
    ],
    viewAllHref: "/ar/blogs",
  },
};

/** The latest news, each item with a picture (the abstract scene, AVIF and WebP at two widths). */
export const latestNewsWithImages = {
  en: {
    ...latestNews.en,
    items: latestNews.en.items.map((item) => ({ ...item, image: scene.en })),
  },
  ar: {
    ...latestNews.ar,
    items: latestNews.ar.items.map((item) => ({ ...item, image: scene.ar })),
  },
};
