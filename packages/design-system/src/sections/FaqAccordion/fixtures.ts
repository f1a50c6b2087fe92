// Story fixtures: frequently asked questions, in English and Arabic.

/** The page's title and its questions and answers. */
export const faq = {
  en: {
    items: [
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
      {
        question: "Do you store frozen and chilled products?",
        answer:
          "Yes. Rawafed Park has 25 cold rooms with temperatures from -25 to 5 °C and continuous temperature records.",
      },
      {
        question: "Do your designs meet civil defense requirements?",
        answer:
          "Our consulting engineers unit designs storage areas to the Saudi Building Code and prepares the documents needed for civil defense approval.",
      },
      {
        question: "Where are Rawafed Group shares listed?",
        answer:
          "Our shares have been listed on the parallel market of the Saudi Exchange since 2017. Disclosures and financial statements are available in the investor section.",
      },
      {
        question: "How can I apply for a job?",
        answer:
          "Choose an opening on the careers page, or send a spontaneous application with your CV through the same form.",
      },
    ],
    title: "Frequently asked questions",
  },
  ar: {
    items: [
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
      {
        question: "هل تخزّنون المنتجات المجمّدة والمبرّدة؟",
        answer:
          "نعم، يضم مجمع روافد اللوجستي 25 غرفة تبريد بدرجات حرارة من -25 إلى 5 درجات مئوية، مع تسجيل مستمر لدرجات الحرارة.",
      },
      {
        question: "هل تستوفي تصاميمكم متطلبات الدفاع المدني؟",
        answer:
          "تصمّم وحدة المهندسين الاستشاريين لدينا مناطق التخزين وفق كود البناء السعودي، وتُعدّ المستندات اللازمة لاعتماد الدفاع المدني.",
      },
      {
        question: "أين أسهم مجموعة روافد مدرجة؟",
        answer:
          "أسهمنا مدرجة في السوق الموازية بالسوق المالية السعودية منذ عام 2017، والإفصاحات والقوائم المالية متاحة في قسم المستثمرين.",
      },
      {
        question: "كيف أتقدّم لوظيفة؟",
        answer:
          "اختر وظيفة من صفحة الوظائف، أو أرسل طلب توظيف عاماً مع سيرتك الذاتية عبر النموذج نفسه.",
      },
    ],
    title: "الأسئلة الشائعة",
  },
};
