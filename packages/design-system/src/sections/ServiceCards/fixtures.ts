// Story fixtures: a group's services, in English and Arabic.

/** A heading and every service, each linking to its page. */
export const services = {
  en: {
    heading: "Our services",
    items: [
      {
        title: "Storage solutions",
        summary:
          "Racking, loading equipment, lifting, fire protection and flooring for warehouses, supplied, installed and maintained by one team.",
        href: "/en/services/storage-solutions",
      },
      {
        title: "Logistics consulting",
        summary:
          "Warehouse design, supply chain assessments and operations improvement, by consultants who also run warehouses.",
        href: "/en/services/logistics-consulting",
      },
      {
        title: "Integrated logistics",
        summary:
          "Warehousing, fulfilment, transport and cold chain run for you under one contract and one set of indicators.",
        href: "/en/services/integrated-logistics",
      },
      {
        title: "Consulting engineers",
        summary:
          "Licensed engineers who design warehouse structures and prepare storage facilities for civil defense approval.",
        href: "/en/services/consulting-engineers",
      },
      {
        title: "Smart logistics platform",
        summary:
          "An AI-supported platform that forecasts demand and shows stock, orders and shipments in real time.",
        href: "/en/services/smart-logistics-platform",
      },
    ],
  },
  ar: {
    heading: "خدماتنا",
    items: [
      {
        title: "حلول التخزين",
        summary:
          "أرفف ومعدات تحميل ورفع وحماية من الحريق وأرضيات للمستودعات، يورّدها ويركّبها ويصونها فريق واحد.",
        href: "/ar/services/storage-solutions",
      },
      {
        title: "الاستشارات اللوجستية",
        summary:
          "تصميم المستودعات، وتقييم سلاسل الإمداد، وتحسين العمليات، على أيدي مستشارين يديرون المستودعات أيضاً.",
        href: "/ar/services/logistics-consulting",
      },
      {
        title: "الخدمات اللوجستية المتكاملة",
        summary:
          "التخزين وتجهيز الطلبات والنقل وسلسلة التبريد نديرها لك بعقد واحد ومؤشرات أداء موحّدة.",
        href: "/ar/services/integrated-logistics",
      },
      {
        title: "المهندسون الاستشاريون",
        summary:
          "مهندسون مرخّصون يصمّمون منشآت المستودعات ويجهّزون مرافق التخزين لاعتماد الدفاع المدني.",
        href: "/ar/services/consulting-engineers",
      },
      {
        title: "المنصة اللوجستية الذكية",
        summary:
          "منصة مدعومة بالذكاء الاصطناعي تتنبأ بالطلب وتعرض المخزون والطلبات والشحنات لحظة بلحظة.",
        href: "/ar/services/smart-logistics-platform",
      },
    ],
  },
};

/** One service's items with their features. */
export const serviceItems = {
  en: {
    heading: "Logistics consulting",
    items: [
      {
        title: "Warehouse design",
        summary:
          "Layouts, racking concepts and material flows sized for today's stock and tomorrow's.",
        features: [
          "Data analysis of orders and stock",
          "Layouts and flow diagrams",
          "Choice of racking and handling equipment",
          "Capital and operating budgets",
        ],
        href: "/en/services/logistics-consulting/warehouse-design",
      },
      {
        title: "Supply chain assessment",
        summary: "A fact-based review of your network, inventory and logistics costs.",
        features: [
          "Network and inventory analysis",
          "Cost to serve by customer and channel",
          "Benchmarking of service levels",
          "Prioritized improvement plan",
        ],
        href: "/en/services/logistics-consulting/supply-chain-assessment",
      },
      {
        title: "Operations improvement",
        summary: "Higher productivity, accuracy and safety in the warehouses you already run.",
        features: [
          "Process and slotting review",
          "Performance indicators and dashboards",
          "Safety walk-throughs",
          "Supervisor training",
        ],
        href: "/en/services/logistics-consulting/operations-improvement",
      },
    ],
  },
  ar: {
    heading: "الاستشارات اللوجستية",
    items: [
      {
        title: "تصميم المستودعات",
        summary: "مخططات ومفاهيم أرفف ومسارات حركة مصممة لمخزون اليوم والغد.",
        features: [
          "تحليل بيانات الطلبات والمخزون",
          "مخططات ومسارات الحركة",
          "اختيار الأرفف ومعدات المناولة",
          "الميزانيات الرأسمالية والتشغيلية",
        ],
        href: "/ar/services/logistics-consulting/warehouse-design",
      },
      {
        title: "تقييم سلسلة الإمداد",
        summary: "مراجعة مبنية على الحقائق لشبكتك ومخزونك وتكاليفك اللوجستية.",
        features: [
          "تحليل الشبكة والمخزون",
          "تكلفة الخدمة لكل عميل وقناة",
          "مقارنة مستويات الخدمة بالمعايير المرجعية",
          "خطة تحسين مرتّبة حسب الأولوية",
        ],
        href: "/ar/services/logistics-consulting/supply-chain-assessment",
      },
      {
        title: "تحسين العمليات",
        summary: "إنتاجية ودقة وسلامة أعلى في المستودعات التي تديرها حالياً.",
        features: [
          "مراجعة الإجراءات ومواقع التخزين",
          "مؤشرات الأداء ولوحات المتابعة",
          "جولات تفقد السلامة",
          "تدريب المشرفين",
        ],
        href: "/ar/services/logistics-consulting/operations-improvement",
      },
    ],
  },
};
