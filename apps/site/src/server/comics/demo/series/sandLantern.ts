// A right-to-left manga, first published in Arabic: a desert courier and a lantern that points.
import type { Series } from "../story.ts";

export const sandLantern: Series = {
  slug: "sand-lantern",
  title: { en: "The Sand Lantern", ar: "فانوس الرمال" },
  romanized: "Fanous Al-Rimal",
  originalLanguage: "arabic",
  translationLanguage: "english",
  description:
    "Salma is the fastest courier in Wadi Nour, a small town at the edge of the great dunes. When an old traveller leaves her a brass lantern instead of payment, she learns that its flame does not flicker with the wind: it leans toward whatever has been lost. Soon every neighbour wants her help, from a grandmother searching for a wedding ring to a merchant whose whole caravan vanished in a sandstorm. Together with her cousin Jad, who never stops complaining and never stops following her, Salma crosses salt roads, dry wells and forgotten villages. But the lantern is also looking for something of its own, and the closer they get, the brighter it burns. A warm desert adventure about courage, family and the things we choose to find.",
  publisherSlug: "nakhla-comics",
  genres: ["adventure", "fantasy"],
  artist: "Hind Al-Mutairi",
  writer: "Abdulrahman Al-Saeed",
  status: "ongoing",
  direction: "rtl",
  views: 18_420,
  translators: { english: "reem", arabic: "youssef" },
  palette: {
    sky: "#f6d9a8",
    far: "#e2a35b",
    near: "#c97b3b",
    ground: "#f0c17a",
    accent: "#d9482b",
    light: "#fff3d6",
    ink: "#2b1d14",
  },
  cast: [
    {
      name: { en: "Salma", ar: "سلمى" },
      kind: "person",
      skin: "#d9a47c",
      hair: "#3d5a80",
      outfit: "#e07a5f",
      hairStyle: "scarf",
    },
    {
      name: { en: "Jad", ar: "جاد" },
      kind: "person",
      skin: "#c68b63",
      hair: "#2b2118",
      outfit: "#81b29a",
      hairStyle: "cap",
    },
    {
      name: { en: "Umm Hamad", ar: "أم حمد" },
      kind: "person",
      skin: "#b7815c",
      hair: "#6d597a",
      outfit: "#f2cc8f",
      hairStyle: "scarf",
    },
  ],
  sounds: [
    { en: "WHOOSH", ar: "ووووش" },
    { en: "FWOOM!", ar: "فوووم!" },
    { en: "CRACK!", ar: "طق!" },
  ],
  chapters: [
    {
      title: { en: "The Lantern That Points", ar: "الفانوس الذي يشير" },
      settings: ["souq", "souq", "room", "dunes"],
      lines: [
        {
          speaker: -1,
          en: "Wadi Nour, at the edge of the great dunes.",
          ar: "وادي نور، على حافة الكثبان الكبيرة.",
        },
        {
          speaker: 0,
          en: "Three letters, two parcels and one goat. Easy!",
          ar: "ثلاث رسائل وطردان وماعز واحدة. سهل!",
        },
        {
          speaker: 1,
          en: "Salma, wait for me! The goat is eating my cap!",
          ar: "سلمى، انتظريني! الماعز تأكل قبعتي!",
          shout: true,
        },
        {
          speaker: 2,
          en: "Child, the traveller left this lantern for you.",
          ar: "يا ابنتي، ترك المسافر هذا الفانوس لك.",
        },
        {
          speaker: 0,
          en: "A lantern instead of payment? That is a strange deal.",
          ar: "فانوس بدل الأجرة؟ هذه صفقة غريبة.",
        },
        {
          speaker: 2,
          en: "Its flame leans toward what has been lost.",
          ar: "شعلته تميل نحو ما ضاع.",
        },
        { speaker: 1, en: "Then ask it where my lunch went.", ar: "إذن اسأليه أين ذهب غدائي." },
        {
          speaker: 0,
          en: "Look, Jad! The flame is pointing at the dunes.",
          ar: "انظر يا جاد! الشعلة تشير إلى الكثبان.",
        },
        {
          speaker: 1,
          en: "No. Absolutely not. It is almost sunset.",
          ar: "لا. مستحيل. الشمس على وشك الغروب.",
        },
        { speaker: 0, en: "Then we had better run!", ar: "إذن علينا أن نركض!", shout: true },
      ],
    },
    {
      title: { en: "The Salt Road", ar: "طريق الملح" },
      settings: ["dunes", "dunes", "souq", "dunes"],
      lines: [
        {
          speaker: -1,
          en: "Two days later, on the old salt road.",
          ar: "بعد يومين، على طريق الملح القديم.",
        },
        { speaker: 1, en: "My shoes are full of sand. Again.", ar: "حذائي مليء بالرمل. مرة أخرى." },
        {
          speaker: 0,
          en: "The merchant said his caravan vanished here.",
          ar: "قال التاجر إن قافلته اختفت هنا.",
        },
        {
          speaker: 2,
          en: "Nobody walks this road since the storm.",
          ar: "لا أحد يمشي في هذا الطريق منذ العاصفة.",
        },
        {
          speaker: 0,
          en: "The flame is burning brighter than ever.",
          ar: "الشعلة تتوهج أكثر من أي وقت مضى.",
        },
        { speaker: 1, en: "Do you hear bells under the sand?", ar: "هل تسمعين أجراسا تحت الرمل؟" },
        {
          speaker: 0,
          en: "Camel bells! The caravan is right below us!",
          ar: "أجراس الجمال! القافلة تحتنا تماما!",
          shout: true,
        },
        {
          speaker: 2,
          en: "Dig slowly, the dune can swallow you too.",
          ar: "احفرا ببطء، فالكثيب قد يبتلعكما أيضا.",
        },
        {
          speaker: 1,
          en: "I found a rope. And a very angry camel.",
          ar: "وجدت حبلا. وجملا غاضبا جدا.",
        },
      ],
    },
    {
      title: { en: "Night at the Well", ar: "ليلة عند البئر" },
      settings: ["dunes", "room", "dunes", "dunes"],
      lines: [
        {
          speaker: -1,
          en: "The lantern leads them to a dry well.",
          ar: "يقودهما الفانوس إلى بئر جافة.",
        },
        {
          speaker: 1,
          en: "Why would anyone lose something in a dry well?",
          ar: "لماذا يضيع أحد شيئا في بئر جافة؟",
        },
        { speaker: 0, en: "Maybe it was hidden, not lost.", ar: "ربما كان مخبأ، لا ضائعا." },
        {
          speaker: 2,
          en: "My grandmother told a story about this well.",
          ar: "حكت جدتي قصة عن هذه البئر.",
        },
        {
          speaker: 2,
          en: "A lantern-maker buried his last lantern here.",
          ar: "صانع فوانيس دفن آخر فانوس له هنا.",
        },
        {
          speaker: 0,
          en: "So our lantern is looking for its twin.",
          ar: "إذن فانوسنا يبحث عن توأمه.",
        },
        {
          speaker: 1,
          en: "Wonderful. Now the lamps have families.",
          ar: "رائع. الآن صار للمصابيح عائلات.",
        },
        { speaker: 0, en: "Hold the rope, Jad. I am going down.", ar: "أمسك الحبل يا جاد. سأنزل." },
        {
          speaker: 1,
          en: "Salma! Both flames just turned blue!",
          ar: "سلمى! الشعلتان صارتا زرقاوين!",
          shout: true,
        },
      ],
    },
  ],
};
