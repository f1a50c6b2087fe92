// A left-to-right comic, first published in English: a dock inspector and a container that
// arrived empty yet weighs as much as a full one.
import type { Series } from "../story.ts";

export const harborLights: Series = {
  slug: "harbor-lights",
  title: { en: "Harbor Lights", ar: "أضواء الميناء" },
  romanized: "Adwaa Al-Minaa",
  originalLanguage: "english",
  translationLanguage: "arabic",
  description:
    "في ميناء غرايماوث الضبابي، تعمل نادية كويل مفتشة للحاويات في المناوبة الليلية. ذات مساء تصل الحاوية رقم سبعة فارغة تماما، لكن الميزان يقول إنها ثقيلة كأنها ممتلئة. لا أحد يصدقها سوى توم، سائق الرافعة الذي يعرف كل زاوية في الأرصفة ويحفظ أسماء السفن كلها. يتتبع الاثنان آثارا غريبة بين المستودعات وعلى الرصيف التاسع، ويكتشفان دفترا قديما في المنارة المهجورة يسجل شحنات لم تصل أبدا. قصة غموض هادئة عن الصداقة والفضول، وعن مدينة ساحلية تخفي أسرارها تحت الضباب. سلسلة مكتملة في ثلاثة فصول.",
  publisherSlug: "tidewater-panels",
  genres: ["mystery", "drama"],
  artist: "Owen Pryce",
  writer: "Harriet Vale",
  status: "completed",
  direction: "ltr",
  views: 9_870,
  translators: { english: "claire", arabic: "youssef" },
  palette: {
    sky: "#aac4d6",
    far: "#4f7391",
    near: "#7b8fa1",
    ground: "#8d8a83",
    accent: "#f2a541",
    light: "#f4f1e8",
    ink: "#1c2833",
  },
  cast: [
    {
      name: { en: "Nadia", ar: "نادية" },
      kind: "person",
      skin: "#e8c2a0",
      hair: "#7a3b2e",
      outfit: "#f2a541",
      hairStyle: "long",
    },
    {
      name: { en: "Tom", ar: "توم" },
      kind: "person",
      skin: "#8d5b3e",
      hair: "#1f1f1f",
      outfit: "#3f6c8c",
      hairStyle: "cap",
    },
    {
      name: { en: "Captain Reyes", ar: "القبطان رييس" },
      kind: "person",
      skin: "#c99a74",
      hair: "#d9d9d9",
      outfit: "#2f3e46",
      hairStyle: "short",
    },
  ],
  sounds: [
    { en: "CLANG!", ar: "طنننن!" },
    { en: "HONK", ar: "بووووق" },
    { en: "SPLASH!", ar: "طشش!" },
  ],
  chapters: [
    {
      title: { en: "The Empty Container", ar: "الحاوية الفارغة" },
      settings: ["sea", "sea", "warehouse", "warehouse"],
      lines: [
        {
          speaker: -1,
          en: "Graymouth harbor, the night shift.",
          ar: "ميناء غرايماوث، المناوبة الليلية.",
        },
        {
          speaker: 1,
          en: "Container seven is down, Nadia. Sign here.",
          ar: "الحاوية سبعة على الأرض يا نادية. وقعي هنا.",
        },
        { speaker: 0, en: "The scale says twenty tonnes.", ar: "الميزان يقول عشرين طنا." },
        { speaker: 0, en: "Open it, please. I want to see.", ar: "افتحها من فضلك. أريد أن أرى." },
        {
          speaker: 1,
          en: "It is empty. Completely empty!",
          ar: "إنها فارغة. فارغة تماما!",
          shout: true,
        },
        {
          speaker: 2,
          en: "Empty boxes do not weigh twenty tonnes.",
          ar: "الصناديق الفارغة لا تزن عشرين طنا.",
        },
        {
          speaker: 0,
          en: "Who signed for it in the last port?",
          ar: "من وقع على استلامها في الميناء السابق؟",
        },
        { speaker: 2, en: "Nobody. The line is blank.", ar: "لا أحد. السطر فارغ." },
        { speaker: 1, en: "Then we follow the crane logs.", ar: "إذن نتبع سجلات الرافعة." },
        {
          speaker: 0,
          en: "Tomorrow night. Same time, same pier.",
          ar: "ليلة الغد. الوقت نفسه، والرصيف نفسه.",
        },
      ],
    },
    {
      title: { en: "Fog on Pier Nine", ar: "ضباب على الرصيف التاسع" },
      settings: ["sea", "sea", "skyline", "warehouse"],
      lines: [
        {
          speaker: -1,
          en: "The fog came in early that night.",
          ar: "وصل الضباب مبكرا تلك الليلة.",
        },
        { speaker: 1, en: "I cannot see my own crane.", ar: "لا أستطيع رؤية رافعتي." },
        { speaker: 0, en: "Listen. Footsteps on the pier.", ar: "اسمع. خطوات على الرصيف." },
        {
          speaker: 2,
          en: "Inspector Quill, you should go home.",
          ar: "أيتها المفتشة كويل، عليك العودة إلى البيت.",
        },
        {
          speaker: 0,
          en: "Captain Reyes. You are far from your ship.",
          ar: "القبطان رييس. أنت بعيد عن سفينتك.",
        },
        {
          speaker: 2,
          en: "Some cargo is better left unopened.",
          ar: "بعض الشحنات من الأفضل ألا تفتح.",
        },
        {
          speaker: 1,
          en: "Nadia, the lighthouse is blinking!",
          ar: "نادية، المنارة تومض!",
          shout: true,
        },
        {
          speaker: 0,
          en: "That lighthouse has been dark for years.",
          ar: "تلك المنارة مطفأة منذ سنوات.",
        },
        { speaker: 1, en: "Then who is up there?", ar: "إذن من هناك في الأعلى؟" },
      ],
    },
    {
      title: { en: "The Lighthouse Ledger", ar: "دفتر المنارة" },
      settings: ["sea", "room", "room", "sea"],
      lines: [
        {
          speaker: -1,
          en: "Ninety steps up, in the old lamp room.",
          ar: "بعد تسعين درجة، في غرفة المصباح القديمة.",
        },
        {
          speaker: 1,
          en: "A ledger. Shipments from fifty years ago.",
          ar: "دفتر. شحنات من قبل خمسين سنة.",
        },
        {
          speaker: 0,
          en: "Every one of them marked: never arrived.",
          ar: "كل واحدة منها مكتوب عليها: لم تصل أبدا.",
        },
        {
          speaker: 2,
          en: "My grandfather kept that book.",
          ar: "جدي هو من كان يحتفظ بهذا الدفتر.",
        },
        {
          speaker: 2,
          en: "The weight was sand, to hide the smuggling.",
          ar: "كان الوزن رملا، لإخفاء التهريب.",
        },
        { speaker: 0, en: "And container seven?", ar: "والحاوية سبعة؟" },
        {
          speaker: 2,
          en: "My last trip. I wanted someone to find the truth.",
          ar: "رحلتي الأخيرة. أردت أن يجد أحد الحقيقة.",
        },
        { speaker: 1, en: "So the lights were for us.", ar: "إذن كانت الأضواء من أجلنا." },
        {
          speaker: 0,
          en: "Case closed. Tea on the pier, Tom?",
          ar: "أغلقت القضية. شاي على الرصيف يا توم؟",
        },
      ],
    },
  ],
};
