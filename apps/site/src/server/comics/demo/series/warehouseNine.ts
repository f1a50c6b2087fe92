// A vertical webtoon, first published in Arabic: a night shift in a logistics warehouse where one
// aisle should not exist.
import type { Series } from "../story.ts";

export const warehouseNine: Series = {
  slug: "warehouse-nine",
  title: { en: "Warehouse Nine", ar: "المستودع التاسع" },
  romanized: "Al-Mustawda Al-Tasi",
  originalLanguage: "arabic",
  translationLanguage: "english",
  description:
    "Fahad takes the night shift at Warehouse Nine because it pays well and nothing ever happens there. Then Rana, the new inventory analyst, notices that the building's map has twelve aisles while the scanners count thirteen. A box with no barcode appears on the same shelf every night, and Sanad, the old forklift robot, keeps driving toward a wall that should be empty. Armed with a flashlight, a spreadsheet and far too much coffee, the two of them start to search the racks after midnight. A slow-burning mystery with a touch of the uncanny, told as a vertical strip to scroll through, one shelf at a time.",
  publisherSlug: "nakhla-comics",
  genres: ["mystery", "horror", "sciFi"],
  artist: "Saud Al-Harthi",
  writer: "Noura Al-Fahad",
  status: "ongoing",
  direction: "vertical",
  views: 31_980,
  translators: { english: "reem", arabic: "youssef" },
  palette: {
    sky: "#3a3f47",
    far: "#5b6270",
    near: "#c48a3f",
    ground: "#2b2f36",
    accent: "#f2c14e",
    light: "#f8f4e3",
    ink: "#0e1013",
  },
  cast: [
    {
      name: { en: "Fahad", ar: "فهد" },
      kind: "person",
      skin: "#b98258",
      hair: "#151515",
      outfit: "#e76f51",
      hairStyle: "cap",
    },
    {
      name: { en: "Rana", ar: "رنا" },
      kind: "person",
      skin: "#e0b48f",
      hair: "#2e1f27",
      outfit: "#2a9d8f",
      hairStyle: "long",
    },
    {
      name: { en: "Sanad", ar: "سند" },
      kind: "robot",
      skin: "#f2c14e",
      hair: "#e63946",
      outfit: "#e9a23b",
      hairStyle: "short",
    },
  ],
  sounds: [
    { en: "CREAK", ar: "صرير" },
    { en: "BEEP BEEP", ar: "بيب بيب" },
    { en: "THUD!", ar: "دب!" },
  ],
  chapters: [
    {
      title: { en: "The Night Shift", ar: "المناوبة الليلية" },
      settings: ["skyline", "warehouse", "warehouse", "warehouse"],
      lines: [
        {
          speaker: -1,
          en: "Warehouse Nine, eleven at night.",
          ar: "المستودع التاسع، الساعة الحادية عشرة ليلا.",
        },
        {
          speaker: 0,
          en: "Nothing ever happens here. That is the best part.",
          ar: "لا شيء يحدث هنا أبدا. وهذا أجمل ما في الأمر.",
        },
        {
          speaker: 1,
          en: "Then why do the scanners count thirteen aisles?",
          ar: "إذن لماذا تعد الماسحات ثلاثة عشر ممرا؟",
        },
        {
          speaker: 0,
          en: "The map says twelve. The map is always right.",
          ar: "الخريطة تقول اثني عشر. والخريطة دائما على حق.",
        },
        {
          speaker: 2,
          en: "Beep. Aisle thirteen. Delivery pending.",
          ar: "بيب. الممر الثالث عشر. توصيلة معلقة.",
        },
        {
          speaker: 1,
          en: "Sanad, there is only a wall there.",
          ar: "يا سند، لا يوجد هناك إلا جدار.",
        },
        {
          speaker: 2,
          en: "Delivery pending. Delivery pending.",
          ar: "توصيلة معلقة. توصيلة معلقة.",
        },
        { speaker: 0, en: "Okay. That is a little creepy.", ar: "حسنا. هذا مخيف قليلا." },
      ],
    },
    {
      title: { en: "The Box With No Barcode", ar: "صندوق بلا رمز" },
      settings: ["warehouse", "warehouse", "room", "warehouse"],
      lines: [
        {
          speaker: 1,
          en: "Same shelf, same box, every night.",
          ar: "الرف نفسه، والصندوق نفسه، كل ليلة.",
        },
        { speaker: 0, en: "No barcode, no sender, no weight.", ar: "بلا رمز، بلا مرسل، بلا وزن." },
        {
          speaker: 1,
          en: "It was not here at the start of the shift.",
          ar: "لم يكن هنا في بداية المناوبة.",
        },
        { speaker: 0, en: "Should we open it?", ar: "هل نفتحه؟" },
        { speaker: 2, en: "Warning. Do not open. Deliver.", ar: "تحذير. لا تفتحوه. سلموه." },
        { speaker: 1, en: "Deliver it where, Sanad?", ar: "نسلمه إلى أين يا سند؟" },
        { speaker: 2, en: "Aisle thirteen.", ar: "الممر الثالث عشر." },
        { speaker: 0, en: "The lights just went out!", ar: "انطفأت الأضواء للتو!", shout: true },
      ],
    },
    {
      title: { en: "Aisle Thirteen", ar: "الممر الثالث عشر" },
      settings: ["warehouse", "warehouse", "warehouse", "skyline"],
      lines: [
        {
          speaker: -1,
          en: "Behind the last rack, the wall has a door.",
          ar: "خلف آخر رف، في الجدار باب.",
        },
        { speaker: 1, en: "This door is not on any plan.", ar: "هذا الباب ليس في أي مخطط." },
        {
          speaker: 0,
          en: "I will go first. You hold the flashlight.",
          ar: "سأدخل أولا. أمسكي المصباح.",
        },
        {
          speaker: 1,
          en: "Fahad, these shelves go on forever.",
          ar: "يا فهد، هذه الرفوف لا تنتهي.",
        },
        {
          speaker: 2,
          en: "Delivery complete. Thank you for your patience.",
          ar: "اكتمل التوصيل. شكرا لصبركم.",
        },
        {
          speaker: 0,
          en: "Every box here has a name written on it.",
          ar: "على كل صندوق هنا اسم مكتوب.",
        },
        { speaker: 1, en: "That one has ours!", ar: "ذلك الصندوق عليه اسمانا!", shout: true },
        { speaker: -1, en: "To be continued.", ar: "يتبع." },
      ],
    },
  ],
};
