// Story fixtures: four job openings, in English and Arabic.

/** A heading and four openings. */
export const openings = {
  en: {
    heading: "Open positions",
    items: [
      {
        title: "Warehouse Operations Supervisor",
        location: "Riyadh, Rawafed Park",
        type: "Full-time",
        summary:
          "Lead a shift team in receiving, storage and dispatch, and report on productivity, accuracy and safety. At least three years of warehouse experience.",
      },
      {
        title: "Structural Design Engineer",
        location: "Buraydah, Al Qassim",
        type: "Full-time",
        summary:
          "Design and calculate racking and steel structures and prepare shop drawings. Civil engineering degree and membership of the Saudi Council of Engineers.",
      },
      {
        title: "Data Scientist, Smart Logistics Platform",
        location: "Riyadh, head office",
        type: "Full-time",
        summary:
          "Build and improve demand forecasting and route planning models. Experience with Python and time series forecasting.",
      },
      {
        title: "Supply Chain Graduate Program",
        location: "Dammam",
        type: "Twelve-month program",
        summary:
          "Rotate through operations, consultancy and planning with a mentor. Open to recent graduates in supply chain, engineering or business.",
      },
    ],
  },
  ar: {
    heading: "الوظائف المتاحة",
    items: [
      {
        title: "مشرف عمليات مستودع",
        location: "الرياض، مجمع روافد اللوجستي",
        type: "دوام كامل",
        summary:
          "قيادة فريق وردية في الاستلام والتخزين والشحن، ورفع التقارير عن الإنتاجية والدقة والسلامة. خبرة لا تقل عن ثلاث سنوات في المستودعات.",
      },
      {
        title: "مهندس تصميم إنشائي",
        location: "بريدة، القصيم",
        type: "دوام كامل",
        summary:
          "تصميم الأرفف والهياكل الفولاذية وحسابها وإعداد المخططات التنفيذية. بكالوريوس هندسة مدنية وعضوية الهيئة السعودية للمهندسين.",
      },
      {
        title: "عالم بيانات، المنصة اللوجستية الذكية",
        location: "الرياض، المقر الرئيسي",
        type: "دوام كامل",
        summary:
          "بناء نماذج التنبؤ بالطلب وتخطيط المسارات وتطويرها. خبرة في لغة Python والتنبؤ بالسلاسل الزمنية.",
      },
      {
        title: "برنامج الخريجين في سلاسل الإمداد",
        location: "الدمام",
        type: "برنامج لمدة اثني عشر شهراً",
        summary:
          "التنقل بين العمليات والاستشارات والتخطيط بإشراف مرشد مهني. متاح لحديثي التخرج في سلاسل الإمداد أو الهندسة أو إدارة الأعمال.",
      },
    ],
  },
};
