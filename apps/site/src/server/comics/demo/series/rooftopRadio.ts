// A vertical webtoon, first published in English: three friends and a radio station on a roof.
import type { Series } from "../story.ts";

export const rooftopRadio: Series = {
  slug: "rooftop-radio",
  title: { en: "Rooftop Radio", ar: "إذاعة السطح" },
  romanized: "Ithaat Al-Sateh",
  originalLanguage: "english",
  translationLanguage: "arabic",
  description:
    "دانة وكريم وليو أصدقاء منذ الطفولة، يعيشون في العمارة نفسها ويملون من الصيف الطويل. حين يجدون جهاز إرسال قديما في مخزن الجد، يقررون إطلاق محطة إذاعية صغيرة من فوق السطح تبث كل ليلة عند منتصف الليل. برامجهم بسيطة: أغان قديمة، ونصائح مضحكة، وأخبار الحي التي لا يهتم بها أحد. لكن المستمعين يزدادون، ومتصل مجهول يطلب كل ليلة أغنية لا يعرفها أحد. قصة مرحة ودافئة عن الصداقة والجيران والأصوات التي تجمع مدينة كاملة، تقرأ بالتمرير من الأعلى إلى الأسفل.",
  publisherSlug: "tidewater-panels",
  genres: ["comedy", "sliceOfLife"],
  artist: "Mina Torres",
  writer: "Mina Torres",
  status: "ongoing",
  direction: "vertical",
  views: 24_310,
  translators: { english: "claire", arabic: "reem" },
  palette: {
    sky: "#2d3561",
    far: "#51487a",
    near: "#7768ae",
    ground: "#a29bc8",
    accent: "#f6ae2d",
    light: "#ffe7a3",
    ink: "#14142b",
  },
  cast: [
    {
      name: { en: "Dana", ar: "دانة" },
      kind: "person",
      skin: "#f1c7a6",
      hair: "#3b2c35",
      outfit: "#f26419",
      hairStyle: "bun",
    },
    {
      name: { en: "Karim", ar: "كريم" },
      kind: "person",
      skin: "#b6805a",
      hair: "#111111",
      outfit: "#33658a",
      hairStyle: "spiky",
    },
    {
      name: { en: "Leo", ar: "ليو" },
      kind: "person",
      skin: "#e3b48f",
      hair: "#c98b2b",
      outfit: "#86bbd8",
      hairStyle: "short",
    },
  ],
  sounds: [
    { en: "BZZZT", ar: "بززززت" },
    { en: "CRACKLE", ar: "طقطقة" },
    { en: "BEEP!", ar: "بيب!" },
  ],
  chapters: [
    {
      title: { en: "On Air at Midnight", ar: "على الهواء عند منتصف الليل" },
      settings: ["room", "rooftop", "rooftop", "skyline"],
      lines: [
        {
          speaker: -1,
          en: "The longest summer in the history of summers.",
          ar: "أطول صيف في تاريخ الصيف كله.",
        },
        {
          speaker: 1,
          en: "Look what I found in grandpa's storeroom.",
          ar: "انظروا ماذا وجدت في مخزن جدي.",
        },
        { speaker: 2, en: "Is that a radio or a microwave?", ar: "هل هذا راديو أم فرن؟" },
        {
          speaker: 0,
          en: "It is a transmitter. We can broadcast!",
          ar: "إنه جهاز إرسال. يمكننا أن نبث!",
          shout: true,
        },
        { speaker: 1, en: "The roof has the best signal.", ar: "السطح فيه أفضل إشارة." },
        {
          speaker: 0,
          en: "Good evening, city. This is Rooftop Radio.",
          ar: "مساء الخير أيتها المدينة. معكم إذاعة السطح.",
        },
        { speaker: 2, en: "Is anybody even listening?", ar: "هل يستمع إلينا أحد أصلا؟" },
        {
          speaker: 1,
          en: "The lights across the street just blinked twice!",
          ar: "أضواء العمارة المقابلة رمشت مرتين!",
        },
        { speaker: 0, en: "Our first listener!", ar: "أول مستمع لنا!", shout: true },
      ],
    },
    {
      title: { en: "The Mystery Caller", ar: "المتصل المجهول" },
      settings: ["rooftop", "rooftop", "room", "rooftop"],
      lines: [
        {
          speaker: 2,
          en: "Line one is ringing. Who has a phone up here?",
          ar: "الخط الأول يرن. من يملك هاتفا هنا؟",
        },
        { speaker: 0, en: "Rooftop Radio, you are on air!", ar: "إذاعة السطح، أنت على الهواء!" },
        {
          speaker: -1,
          en: "A soft voice asks for a song called Blue Window.",
          ar: "صوت هادئ يطلب أغنية اسمها النافذة الزرقاء.",
        },
        { speaker: 1, en: "I have never heard of that song.", ar: "لم أسمع بهذه الأغنية من قبل." },
        { speaker: 2, en: "Neither has the internet.", ar: "ولا الإنترنت أيضا." },
        {
          speaker: 0,
          en: "Same caller, same song, every night this week.",
          ar: "المتصل نفسه والأغنية نفسها، كل ليلة هذا الأسبوع.",
        },
        { speaker: 1, en: "Maybe grandpa knows it.", ar: "ربما يعرفها جدي." },
        {
          speaker: 2,
          en: "Your grandpa knows every song ever written.",
          ar: "جدك يعرف كل أغنية كتبت في التاريخ.",
        },
      ],
    },
    {
      title: { en: "Static and Stars", ar: "تشويش ونجوم" },
      settings: ["room", "rooftop", "skyline", "rooftop"],
      lines: [
        {
          speaker: -1,
          en: "Grandpa smiles when he hears the name.",
          ar: "يبتسم الجد حين يسمع الاسم.",
        },
        {
          speaker: 1,
          en: "He says he wrote it, a long time ago.",
          ar: "يقول إنه كتبها منذ زمن بعيد.",
        },
        {
          speaker: 0,
          en: "For someone who lived across the street.",
          ar: "من أجل شخص كان يسكن في العمارة المقابلة.",
        },
        {
          speaker: 2,
          en: "The blinking lights! It is the same window!",
          ar: "الأضواء التي ترمش! إنها النافذة نفسها!",
          shout: true,
        },
        {
          speaker: 1,
          en: "Then tonight we play it live.",
          ar: "إذن الليلة نعزفها على الهواء مباشرة.",
        },
        { speaker: 0, en: "Grandpa, the microphone is yours.", ar: "يا جدي، الميكروفون لك." },
        { speaker: 2, en: "Every window in the street is lit.", ar: "كل نوافذ الشارع مضاءة." },
        { speaker: 1, en: "Best summer ever.", ar: "أجمل صيف على الإطلاق." },
      ],
    },
  ],
};
