// The demo catalog's people and what they said: two publishers, three translators (two of them a
// team), six readers, their ratings and their comments in both languages. All invented; e-mails under demo.invalid.
import type {
  DemoComicRating,
  DemoComment,
  DemoPerson,
  DemoPublisher,
  DemoTeam,
  DemoTranslator,
  DemoTranslatorRating,
} from "./catalog.ts";

export const publishers: DemoPublisher[] = [
  {
    slug: "nakhla-comics",
    name: "Nakhla Comics",
    country: "SA",
    foundedOn: "2016-03-14",
    description:
      "دار نشر سعودية في الرياض تنشر القصص المصورة والمانغا العربية الأصلية، وتدعم الرسامين والكتاب الشباب في المملكة والخليج.",
  },
  {
    slug: "tidewater-panels",
    name: "Tidewater Panels",
    country: "GB",
    foundedOn: "2009-09-01",
    description:
      "An independent comics publisher from Bristol, printing small-press series and webtoons by new artists since 2009.",
  },
];

export const translators: DemoTranslator[] = [
  {
    key: "reem",
    name: "Reem Al-Harbi",
    email: "reem.translator@demo.invalid",
    description:
      "مترجمة من العربية إلى الإنجليزية وبالعكس، أحب القصص المصورة منذ طفولتي وأهتم بنقل روح الحوار لا كلماته فقط.",
    languages: ["arabic", "english"],
  },
  {
    key: "claire",
    name: "Claire Dubois",
    email: "claire.translator@demo.invalid",
    description:
      "English and French translator and letterer. I care about balloons that read as naturally as the original.",
    languages: ["english", "french"],
  },
  {
    key: "youssef",
    name: "Youssef Benali",
    email: "youssef.translator@demo.invalid",
    description:
      "مترجم بين العربية والإنجليزية والفرنسية، أعمل على المانغا والقصص المصورة الأوروبية منذ عشر سنوات.",
    languages: ["arabic", "english", "french"],
  },
];

export const teams: DemoTeam[] = [
  {
    slug: "crescent-letters",
    name: "Crescent Letters",
    description:
      "فريق صغير يترجم القصص المصورة إلى العربية ويخطّ فقاعاتها: يوسف يترجم، وريم تراجع النص وتدقق الحوار.",
    languages: ["arabic"],
    members: [
      { translatorKey: "youssef", role: "leader" },
      { translatorKey: "reem", role: "member" },
    ],
    credits: { translatorKey: "youssef", language: "arabic" },
  },
];

export const readers: DemoPerson[] = [
  { key: "omar", name: "Omar Al-Qahtani", email: "omar.reader@demo.invalid" },
  { key: "lina", name: "Lina Haddad", email: "lina.reader@demo.invalid" },
  { key: "sara", name: "Sara Mitchell", email: "sara.reader@demo.invalid" },
  { key: "faisal", name: "Faisal Al-Dosari", email: "faisal.reader@demo.invalid" },
  { key: "hana", name: "Hana Al-Shehri", email: "hana.reader@demo.invalid" },
  { key: "james", name: "James Whitaker", email: "james.reader@demo.invalid" },
];

export const translatorRatings: DemoTranslatorRating[] = [
  { readerKey: "omar", translatorKey: "reem", stars: 5, quality: 5, clarity: 4 },
  { readerKey: "lina", translatorKey: "reem", stars: 4, quality: 5, clarity: 4 },
  { readerKey: "sara", translatorKey: "reem", stars: 5, quality: 4, clarity: 5 },
  { readerKey: "james", translatorKey: "claire", stars: 4, quality: 4, clarity: 5 },
  { readerKey: "sara", translatorKey: "claire", stars: 5, quality: 5, clarity: 5 },
  { readerKey: "hana", translatorKey: "claire", stars: 3, quality: 4, clarity: 3 },
  { readerKey: "faisal", translatorKey: "youssef", stars: 5, quality: 5, clarity: 4 },
  { readerKey: "hana", translatorKey: "youssef", stars: 4, quality: 4, clarity: 4 },
  { readerKey: "omar", translatorKey: "youssef", stars: 4, quality: 3, clarity: 5 },
  { readerKey: "lina", translatorKey: "youssef", stars: 5, quality: 4, clarity: 4 },
];

export const comicRatings: DemoComicRating[] = [
  { readerKey: "omar", comicSlug: "sand-lantern", stars: 5 },
  { readerKey: "lina", comicSlug: "sand-lantern", stars: 4 },
  { readerKey: "james", comicSlug: "sand-lantern", stars: 5 },
  { readerKey: "sara", comicSlug: "harbor-lights", stars: 4 },
  { readerKey: "faisal", comicSlug: "harbor-lights", stars: 3 },
  { readerKey: "hana", comicSlug: "rooftop-radio", stars: 5 },
  { readerKey: "lina", comicSlug: "rooftop-radio", stars: 5 },
  { readerKey: "omar", comicSlug: "rooftop-radio", stars: 4 },
  { readerKey: "james", comicSlug: "orbit-bakery", stars: 4 },
  { readerKey: "sara", comicSlug: "orbit-bakery", stars: 5 },
  { readerKey: "faisal", comicSlug: "warehouse-nine", stars: 5 },
  { readerKey: "hana", comicSlug: "warehouse-nine", stars: 4 },
  { readerKey: "omar", comicSlug: "warehouse-nine", stars: 5 },
];

export const comments: DemoComment[] = [
  {
    readerKey: "omar",
    comicSlug: "sand-lantern",
    body: "قصة جميلة جدا، والرسم يذكرني بصحراء طفولتي.",
  },
  {
    readerKey: "james",
    comicSlug: "sand-lantern",
    body: "Jad is my favourite character. The goat scene made me laugh out loud.",
  },
  {
    readerKey: "lina",
    comicSlug: "sand-lantern",
    chapterNumber: 3,
    chapterLanguage: "arabic",
    body: "نهاية الفصل الثالث مشوقة! متى ينزل الفصل الرابع؟",
  },
  {
    readerKey: "sara",
    comicSlug: "harbor-lights",
    chapterNumber: 2,
    chapterLanguage: "english",
    body: "The fog panels on pier nine are so atmospheric.",
  },
  {
    readerKey: "faisal",
    comicSlug: "harbor-lights",
    body: "الترجمة العربية ممتازة، والحوار طبيعي جدا.",
  },
  {
    readerKey: "hana",
    comicSlug: "rooftop-radio",
    body: "أحببت فكرة الإذاعة فوق السطح، تذكرني بصيف الحي.",
  },
  {
    readerKey: "lina",
    comicSlug: "rooftop-radio",
    chapterNumber: 3,
    chapterLanguage: "english",
    body: "I did not expect the grandpa twist. Lovely ending.",
  },
  {
    readerKey: "james",
    comicSlug: "orbit-bakery",
    body: "Floating bread is the best running gag of the year.",
  },
  {
    readerKey: "sara",
    comicSlug: "orbit-bakery",
    chapterNumber: 1,
    chapterLanguage: "arabic",
    body: "ضحكت كثيرا على الروبوت بولت والمغناطيس!",
  },
  {
    readerKey: "omar",
    comicSlug: "falconers-apprentice",
    body: "قصة مؤثرة عن الصبر والثقة، وشاهين رائع.",
  },
  {
    readerKey: "hana",
    comicSlug: "falconers-apprentice",
    chapterNumber: 2,
    chapterLanguage: "english",
    body: "The cliff chapter gave me chills. Beautiful translation.",
  },
  {
    readerKey: "faisal",
    comicSlug: "warehouse-nine",
    body: "مخيفة بالقدر المناسب، قرأتها في الليل وندمت!",
  },
  {
    readerKey: "omar",
    comicSlug: "warehouse-nine",
    chapterNumber: 3,
    chapterLanguage: "arabic",
    body: "الصندوق الذي عليه اسماهما! لا أستطيع الانتظار.",
  },
  {
    readerKey: "james",
    comicSlug: "warehouse-nine",
    chapterNumber: 1,
    chapterLanguage: "english",
    body: "Sanad saying delivery pending over and over is genuinely creepy.",
  },
];
