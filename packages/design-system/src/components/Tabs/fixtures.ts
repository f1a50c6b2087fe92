// Story fixtures: four services of a logistics group, in English and Arabic.

/** The first four services: slug, title and summary. */
export const services = {
  en: [
    {
      slug: "storage-solutions",
      title: "Storage solutions",
      summary:
        "Racking, loading equipment, lifting, fire protection and flooring for warehouses, supplied, installed and maintained by one team.",
    },
    {
      slug: "logistics-consulting",
      title: "Logistics consulting",
      summary:
        "Warehouse design, supply chain assessments and operations improvement, by consultants who also run warehouses.",
    },
    {
      slug: "integrated-logistics",
      title: "Integrated logistics",
      summary:
        "Warehousing, fulfilment, transport and cold chain run for you under one contract and one set of indicators.",
    },
    {
      slug: "consulting-engineers",
      title: "Consulting engineers",
      summary:
        "Licensed engineers who design warehouse structures and prepare storage facilities for civil defense approval.",
    },
  ],
  ar: [
    {
      slug: "storage-solutions",
      title: "حلول التخزين",
      summary:
        "أرفف ومعدات تحميل ورفع وحماية من الحريق وأرضيات للمستودعات، يورّدها ويركّبها ويصونها فريق واحد.",
    },
    {
      slug: "logistics-consulting",
      title: "الاستشارات اللوجستية",
      summary:
        "تصميم المستودعات، وتقييم سلاسل الإمداد، وتحسين العمليات، على أيدي مستشارين يديرون المستودعات أيضاً.",
    },
    {
      slug: "integrated-logistics",
      title: "الخدمات اللوجستية المتكاملة",
      summary:
        "التخزين وتجهيز الطلبات والنقل وسلسلة التبريد نديرها لك بعقد واحد ومؤشرات أداء موحّدة.",
    },
    {
      slug: "consulting-engineers",
      title: "المهندسون الاستشاريون",
      summary:
        "مهندسون مرخّصون يصمّمون منشآت المستودعات ويجهّزون مرافق التخزين لاعتماد الدفاع المدني.",
    },
  ],
};
