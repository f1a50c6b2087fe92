// Story fixtures: four questions and answers, in English and Arabic.

/** Question and answer pairs. */
export const questions = {
  en: [
    {
      question: "Which regions do you serve?",
      answer:
        "We work across Saudi Arabia from our offices in Riyadh, Buraydah, Dammam and Jeddah, and in Egypt from our office in Cairo.",
    },
    {
      question: "Do you manufacture your own racking?",
      answer:
        "Yes. Our racking and steel structures are made in our metal factory in Al Qassim, which has been producing since 1994.",
    },
    {
      question: "How long does a racking installation take?",
      answer:
        "A typical warehouse of a few thousand pallet positions is installed in two to four weeks after the design is approved. We confirm the schedule in our offer.",
    },
    {
      question: "Can I rent storage space at Rawafed Park?",
      answer:
        "Yes. Pallet positions, cold rooms and offices are available on short and long-term contracts, with or without our logistics services.",
    },
  ],
  ar: [
    {
      question: "ما المناطق التي تخدمونها؟",
      answer:
        "نعمل في أنحاء المملكة العربية السعودية من مكاتبنا في الرياض وبريدة والدمام وجدة، وفي مصر من مكتبنا في القاهرة.",
    },
    {
      question: "هل تصنعون الأرفف بأنفسكم؟",
      answer:
        "نعم، تُصنع أرففنا وهياكلنا الفولاذية في مصنع المعادن التابع لنا في القصيم، الذي يعمل منذ عام 1994.",
    },
    {
      question: "كم يستغرق تركيب الأرفف؟",
      answer:
        "يُركَّب مستودع نموذجي يضم بضعة آلاف من مواقع الطبليات خلال أسبوعين إلى أربعة أسابيع بعد اعتماد التصميم، ونؤكد الجدول الزمني في عرضنا.",
    },
    {
      question: "هل يمكنني استئجار مساحة تخزين في مجمع روافد اللوجستي؟",
      answer:
        "نعم، تتوفر مواقع طبليات وغرف تبريد ومكاتب بعقود قصيرة وطويلة الأجل، مع خدماتنا اللوجستية أو دونها.",
    },
  ],
};
