// A right-to-left manga, first published in Arabic: a girl, her grandfather and a young falcon.
import type { Series } from "../story.ts";

export const falconersApprentice: Series = {
  slug: "falconers-apprentice",
  title: { en: "The Falconer's Apprentice", ar: "تلميذة الصقار" },
  romanized: "Tilmeethat Al-Saqqar",
  originalLanguage: "arabic",
  translationLanguage: "english",
  description:
    "Long before cities rose over the sand, Hessa grows up in a camp of herders where her grandfather Mubarak is the most respected falconer of the valley. Girls are not supposed to train falcons, but when a wounded young falcon falls at her feet, Hessa nurses it back to health and names it Shaheen. Her grandfather agrees to teach her on one condition: she must earn the falcon's trust without ever forcing it. Through the first leather glove, the winter winds over the cliffs and a long-awaited return call, Hessa learns patience, respect and the old language between people and birds. A gentle historical drama told in three chapters.",
  publisherSlug: "nakhla-comics",
  genres: ["historical", "drama", "adventure"],
  artist: "Lama Al-Ghamdi",
  writer: "Lama Al-Ghamdi",
  status: "completed",
  direction: "rtl",
  views: 15_640,
  translators: { english: "youssef", arabic: "youssef" },
  palette: {
    sky: "#f4e4c1",
    far: "#c9a66b",
    near: "#a47148",
    ground: "#e6c88f",
    accent: "#7a4419",
    light: "#fffaf0",
    ink: "#241a12",
  },
  cast: [
    {
      name: { en: "Hessa", ar: "حصة" },
      kind: "person",
      skin: "#c98f65",
      hair: "#1b1b3a",
      outfit: "#b5838d",
      hairStyle: "scarf",
    },
    {
      name: { en: "Mubarak", ar: "مبارك" },
      kind: "person",
      skin: "#a8754f",
      hair: "#e8e8e8",
      outfit: "#f1ede4",
      hairStyle: "scarf",
    },
    {
      name: { en: "Shaheen", ar: "شاهين" },
      kind: "falcon",
      skin: "#d9c2a0",
      hair: "#6b4f36",
      outfit: "#b08d63",
      hairStyle: "short",
    },
  ],
  sounds: [
    { en: "KREEE!", ar: "كيييي!" },
    { en: "FLAP FLAP", ar: "رفرفة" },
    { en: "WHOOSH", ar: "ووووش" },
  ],
  chapters: [
    {
      title: { en: "The First Glove", ar: "القفاز الأول" },
      settings: ["dunes", "souq", "dunes", "dunes"],
      lines: [
        { speaker: -1, en: "The valley, many winters ago.", ar: "الوادي، قبل شتاءات كثيرة." },
        {
          speaker: 0,
          en: "Grandfather! A falcon fell near the tents!",
          ar: "جدي! سقط صقر قرب الخيام!",
          shout: true,
        },
        {
          speaker: 1,
          en: "His wing is hurt. Do not touch him yet.",
          ar: "جناحه مصاب. لا تلمسيه الآن.",
        },
        { speaker: 0, en: "I will feed him and keep him warm.", ar: "سأطعمه وأبقيه دافئا." },
        { speaker: 1, en: "A falcon is not a pet, Hessa.", ar: "الصقر ليس حيوانا أليفا يا حصة." },
        { speaker: 0, en: "Then teach me what he is.", ar: "إذن علمني ما هو." },
        {
          speaker: 1,
          en: "First lesson: a falcon chooses you.",
          ar: "الدرس الأول: الصقر هو من يختارك.",
        },
        {
          speaker: 1,
          en: "Here is your first glove. It was your mother's.",
          ar: "هذا قفازك الأول. كان لأمك.",
        },
        { speaker: 0, en: "I will call him Shaheen.", ar: "سأسميه شاهين." },
      ],
    },
    {
      title: { en: "Wind over the Cliffs", ar: "ريح فوق الجرف" },
      settings: ["dunes", "dunes", "souq", "dunes"],
      lines: [
        {
          speaker: -1,
          en: "Winter came, and Shaheen's wing healed.",
          ar: "جاء الشتاء، وشفي جناح شاهين.",
        },
        {
          speaker: 1,
          en: "Today he flies free. Are you ready?",
          ar: "اليوم يطير حرا. هل أنت مستعدة؟",
        },
        { speaker: 0, en: "What if he never comes back?", ar: "وماذا لو لم يعد أبدا؟" },
        {
          speaker: 1,
          en: "Then you taught him well, and he is free.",
          ar: "فقد علمته جيدا، وصار حرا.",
        },
        {
          speaker: 0,
          en: "The wind is too strong over the cliffs!",
          ar: "الريح قوية جدا فوق الجرف!",
          shout: true,
        },
        { speaker: 1, en: "He knows the wind better than we do.", ar: "هو يعرف الريح أفضل منا." },
        { speaker: 0, en: "He is circling. He is looking for me.", ar: "إنه يحوم. إنه يبحث عني." },
        { speaker: 1, en: "Raise the glove. Slowly.", ar: "ارفعي القفاز. ببطء." },
      ],
    },
    {
      title: { en: "The Return Call", ar: "نداء العودة" },
      settings: ["souq", "dunes", "dunes", "dunes"],
      lines: [
        {
          speaker: -1,
          en: "Spring, and the great gathering of the tribes.",
          ar: "الربيع، وموعد تجمع القبائل الكبير.",
        },
        {
          speaker: 1,
          en: "The falconers will test their birds today.",
          ar: "سيختبر الصقارون طيورهم اليوم.",
        },
        {
          speaker: 0,
          en: "They laughed when they saw me with a glove.",
          ar: "ضحكوا حين رأوني أحمل قفازا.",
        },
        { speaker: 1, en: "Let Shaheen answer them.", ar: "دعي شاهين يجيبهم." },
        { speaker: 0, en: "Shaheen! Come back to me!", ar: "شاهين! عد إلي!", shout: true },
        {
          speaker: 1,
          en: "From the far ridge, straight to her glove.",
          ar: "من التلة البعيدة، مباشرة إلى قفازها.",
        },
        { speaker: 0, en: "We did it, grandfather. Together.", ar: "نجحنا يا جدي. معا." },
        {
          speaker: 1,
          en: "No. You did it. I only watched.",
          ar: "لا. أنت نجحت. أنا كنت أتفرج فقط.",
        },
      ],
    },
  ],
};
