// A left-to-right comic, first published in English: a bakery on a space station.
import type { Series } from "../story.ts";

export const orbitBakery: Series = {
  slug: "orbit-bakery",
  title: { en: "Orbit Bakery", ar: "مخبز المدار" },
  romanized: "Makhbaz Al-Madar",
  originalLanguage: "english",
  translationLanguage: "arabic",
  description:
    "على متن محطة فضائية صغيرة تدور حول كوكب أزرق، تدير الشيف أمارا المخبز الوحيد في المدار. المشكلة أن العجين يطير، والفرن يتذمر، ومساعدها الروبوت بولت يظن أن الملح والسكر شيء واحد. ومع ذلك ينتظر الطيارون والعلماء وعمال الصيانة خبزها الطازج كل صباح. حين تصل طلبية عاجلة من مذنب عابر، وحين يطلب قمر صغير حلوى لعيد ميلاده، تضطر أمارا وفريقها إلى اختراع وصفات لم يجربها أحد من قبل. كوميديا خيال علمي خفيفة عن الطبخ والعمل الجماعي والأخطاء اللذيذة.",
  publisherSlug: "tidewater-panels",
  genres: ["sciFi", "comedy"],
  artist: "Jonah Reed",
  writer: "Priya Anand",
  status: "completed",
  direction: "ltr",
  views: 12_055,
  translators: { english: "claire", arabic: "reem" },
  palette: {
    sky: "#0b1d3a",
    far: "#23395d",
    near: "#5c7aa8",
    ground: "#9fb4d6",
    accent: "#ff8c61",
    light: "#fff7d6",
    ink: "#0a1020",
  },
  cast: [
    {
      name: { en: "Amara", ar: "أمارا" },
      kind: "person",
      skin: "#8a5a3c",
      hair: "#f5f5f5",
      outfit: "#ffffff",
      hairStyle: "bun",
    },
    {
      name: { en: "Bolt", ar: "بولت" },
      kind: "robot",
      skin: "#c9d6df",
      hair: "#4ecdc4",
      outfit: "#8a9ba8",
      hairStyle: "short",
    },
    {
      name: { en: "Yusuf", ar: "يوسف" },
      kind: "person",
      skin: "#d7a77f",
      hair: "#2a1c14",
      outfit: "#ff8c61",
      hairStyle: "short",
    },
  ],
  sounds: [
    { en: "DING!", ar: "دينغ!" },
    { en: "FLOOP", ar: "فلووب" },
    { en: "WHIRR", ar: "ززززز" },
  ],
  chapters: [
    {
      title: { en: "Bread at Zero Gravity", ar: "خبز بلا جاذبية" },
      settings: ["space", "space", "room", "space"],
      lines: [
        {
          speaker: -1,
          en: "Station Halo, four hundred kilometres up.",
          ar: "محطة هالو، على ارتفاع أربعمئة كيلومتر.",
        },
        {
          speaker: 0,
          en: "Good morning, Bolt. Is the dough ready?",
          ar: "صباح الخير يا بولت. هل العجين جاهز؟",
        },
        { speaker: 1, en: "The dough has left the kitchen.", ar: "العجين غادر المطبخ." },
        { speaker: 0, en: "What do you mean, left?", ar: "ماذا تعني بغادر؟" },
        {
          speaker: 2,
          en: "Chef! There is bread floating in the airlock!",
          ar: "أيتها الشيف! هناك خبز يطفو في غرفة العبور!",
          shout: true,
        },
        {
          speaker: 1,
          en: "Correction: there are twelve breads.",
          ar: "تصحيح: هناك اثنا عشر رغيفا.",
        },
        {
          speaker: 0,
          en: "Nets, everyone! Breakfast is in an hour!",
          ar: "الشباك يا جماعة! الفطور بعد ساعة!",
        },
        { speaker: 2, en: "Got one! It is still warm.", ar: "أمسكت واحدا! ما زال دافئا." },
        { speaker: 1, en: "I have added magnets to the recipe.", ar: "أضفت مغناطيسا إلى الوصفة." },
        {
          speaker: 0,
          en: "Please do not add magnets to the recipe.",
          ar: "أرجوك لا تضف مغناطيسا إلى الوصفة.",
        },
      ],
    },
    {
      title: { en: "The Comet Order", ar: "طلبية المذنب" },
      settings: ["space", "room", "room", "space"],
      lines: [
        { speaker: 1, en: "Incoming order from a passing comet.", ar: "طلبية واردة من مذنب عابر." },
        { speaker: 2, en: "Comets eat bread now?", ar: "هل صارت المذنبات تأكل الخبز؟" },
        { speaker: 1, en: "Its crew does. Four hundred rolls.", ar: "طاقمه يأكله. أربعمئة قطعة." },
        {
          speaker: 0,
          en: "We have one oven and ninety minutes.",
          ar: "لدينا فرن واحد وتسعون دقيقة.",
        },
        {
          speaker: 2,
          en: "We could bake in the engine room.",
          ar: "يمكننا أن نخبز في غرفة المحركات.",
        },
        {
          speaker: 0,
          en: "That is a terrible idea. Let us do it.",
          ar: "هذه فكرة سيئة جدا. لننفذها.",
        },
        {
          speaker: 1,
          en: "Engine temperature: perfect for croissants.",
          ar: "حرارة المحرك: مثالية للكرواسون.",
        },
        { speaker: 2, en: "The comet is early!", ar: "المذنب وصل مبكرا!", shout: true },
        { speaker: 0, en: "Then we deliver on the fly.", ar: "إذن نسلمها ونحن نطير." },
      ],
    },
    {
      title: { en: "Dessert for a Moon", ar: "حلوى لقمر صغير" },
      settings: ["room", "space", "space", "room"],
      lines: [
        {
          speaker: -1,
          en: "The smallest moon in the system has a birthday.",
          ar: "أصغر قمر في المجموعة يحتفل بعيد ميلاده.",
        },
        { speaker: 2, en: "How big should a moon cake be?", ar: "ما حجم كعكة تليق بقمر؟" },
        {
          speaker: 1,
          en: "Calculating. About the size of this station.",
          ar: "جار الحساب. تقريبا بحجم هذه المحطة.",
        },
        {
          speaker: 0,
          en: "We will make a small one, with a big heart.",
          ar: "سنصنع كعكة صغيرة بقلب كبير.",
        },
        {
          speaker: 1,
          en: "I have learned the difference between salt and sugar.",
          ar: "تعلمت الفرق بين الملح والسكر.",
        },
        { speaker: 2, en: "Finally!", ar: "أخيرا!", shout: true },
        {
          speaker: 0,
          en: "Candles do not work in space. Use starlight.",
          ar: "الشموع لا تعمل في الفضاء. استخدموا ضوء النجوم.",
        },
        { speaker: 2, en: "Happy birthday, little moon!", ar: "عيد ميلاد سعيد أيها القمر الصغير!" },
        { speaker: 1, en: "The moon says thank you. In craters.", ar: "القمر يقول شكرا. بالحفر." },
      ],
    },
  ],
};
