// Story fixtures: a blog post and its comments, in English and Arabic, and the post's picture.
import { scene } from "../../components/Picture/fixtures";

/** The post and its public address. */
export const post = {
  en: {
    title: "How to choose the right racking system for your warehouse",
    date: "2025-03-12",
    author: "Abdulrahman Khalid Al-Shammari",
    summary:
      "Selective, drive-in or very narrow aisle? Five questions to answer before you order racking.",
    body: [
      "The right racking system depends less on the building than on what you store and how it moves. Start with your stock profile: how many different items you hold, how many pallets of each, and how often they leave the warehouse.",
      "Selective racking gives direct access to every pallet and suits a wide range of items. Drive-in racking stores many pallets of the same item densely, which works well for cold rooms where space is expensive. Very narrow aisle racking uses the full height of modern warehouses but needs special trucks.",
      "Then check the floor: its flatness and load capacity limit how high you can build. Finally, plan for growth and for safety inspections, and make sure the design is calculated by a licensed engineer.",
    ],
    url: "https://rawafed.example/en/blog/choosing-the-right-racking-system",
  },
  ar: {
    title: "كيف تختار نظام الأرفف المناسب لمستودعك",
    date: "2025-03-12",
    author: "عبدالرحمن خالد الشمري",
    summary:
      "أرفف انتقائية، أم بنظام الدخول، أم بممرات ضيقة جداً؟ خمسة أسئلة أجب عنها قبل طلب الأرفف.",
    body: [
      "لا يعتمد اختيار نظام الأرفف المناسب على المبنى بقدر ما يعتمد على ما تخزّنه وكيف يتحرك. ابدأ بملف مخزونك: كم صنفاً تحتفظ به، وكم طبلية من كل صنف، وكم مرة يغادر المستودع.",
      "تتيح الأرفف الانتقائية الوصول المباشر إلى كل طبلية، وتناسب تشكيلة واسعة من الأصناف. أما أرفف الدخول فتخزّن عدداً كبيراً من طبليات الصنف نفسه بكثافة عالية، وهو ما يناسب غرف التبريد حيث المساحة مكلفة. وتستغل أرفف الممرات الضيقة جداً الارتفاع الكامل للمستودعات الحديثة، لكنها تحتاج إلى رافعات خاصة.",
      "ثم افحص الأرضية، فاستواؤها وقدرتها على التحمّل يحددان الارتفاع الممكن. وأخيراً، خطط للتوسع ولعمليات فحص السلامة، وتأكد أن التصميم محسوب من مهندس مرخّص.",
    ],
    url: "https://rawafed.example/ar/blog/choosing-the-right-racking-system",
  },
};

/** Readers' comments: two in English, one in Arabic. */
export const comments = {
  en: [
    {
      id: "1",
      author: "Sultan Al-Qahtani",
      date: "2025-03-14",
      body: "Very useful. We switched two aisles of our Jeddah warehouse to drive-in racking after a similar analysis.",
    },
    {
      id: "2",
      author: "Hanan Al-Mutairi",
      date: "2025-03-20",
      body: "Do you also inspect racking supplied by other manufacturers?",
    },
  ],
  ar: [
    {
      id: "1",
      author: "سلطان القحطاني",
      date: "2025-03-14",
      body: "مقال مفيد جداً. حوّلنا ممرّين في مستودعنا بجدة إلى أرفف الدخول بعد تحليل مشابه.",
    },
  ],
};

/** The trail above a post: home and the blog (the post's title follows). */
export const trail = {
  en: [
    { label: "Home", href: "/en" },
    { label: "Blog", href: "/en/blogs" },
  ],
  ar: [
    { label: "الرئيسية", href: "/ar" },
    { label: "المدونة", href: "/ar/blogs" },
  ],
};

/** The post's picture: the abstract scene (AVIF and WebP at two widths), described per language. */
export const postImage = scene;
