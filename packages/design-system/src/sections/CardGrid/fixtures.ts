// Story fixtures: a group's divisions, in English and Arabic.

/** A heading and eight cards, each linking to its page. */
export const divisions = {
  en: {
    heading: "Our divisions",
    items: [
      {
        title: "Integrated logistics services",
        body: "Warehousing, transport, distribution and cold chain run as one contract, with one team answerable for the whole flow.",
        href: "/en/integrated-logistics-solutions-sector",
      },
      {
        title: "Storage solutions and racking systems",
        body: "Racking, dock levelers, elevators, ramps, firefighting and epoxy flooring, supplied, installed and maintained.",
        href: "/en/services/storage-solutions",
      },
      {
        title: "Storage and logistics consultancy",
        body: "Independent studies, warehouse layouts and operating models that turn a brief into a workable, costed plan.",
        href: "/en/storage-consultancy-services",
      },
      {
        title: "Smart logistics platform",
        body: "An AI-supported platform that forecasts demand, plans space and routes, and shows every order in real time.",
        href: "/en/smart-released-sector",
      },
      {
        title: "Rawafed Park, Riyadh",
        body: "A 40,000 m² logistics park with 44,000 pallet positions, 25 cold rooms and 38 loading gates.",
        href: "/en/rawafed-park",
      },
      {
        title: "Wood and pallet factory",
        body: "New, heat-treated and custom pallets and crates made to size for local and export shipments.",
        href: "/en/wood-factory",
      },
      {
        title: "Metal and steel factory",
        body: "Racking and steel structures made in Al Qassim since 1994, with half of the production lines automated.",
        href: "/en/metal-factory",
      },
      {
        title: "Consulting engineers unit",
        body: "Licensed engineers who design warehouse structures and prepare them for civil defense approval.",
        href: "/en/services/consulting-engineers",
      },
    ],
  },
  ar: {
    heading: "قطاعاتنا",
    items: [
      {
        title: "الخدمات اللوجستية المتكاملة",
        body: "التخزين والنقل والتوزيع وسلسلة التبريد في عقد واحد، مع فريق واحد مسؤول عن مسار البضاعة كاملاً.",
        href: "/ar/integrated-logistics-solutions-sector",
      },
      {
        title: "حلول التخزين وأنظمة الأرفف",
        body: "أرفف، وجسور تحميل، ومصاعد، ومنحدرات، وأنظمة إطفاء حريق، وأرضيات إيبوكسي، توريداً وتركيباً وصيانة.",
        href: "/ar/services/storage-solutions",
      },
      {
        title: "استشارات التخزين والخدمات اللوجستية",
        body: "دراسات مستقلة، ومخططات مستودعات، ونماذج تشغيل تحوّل المتطلبات إلى خطة عملية محددة التكلفة.",
        href: "/ar/storage-consultancy-services",
      },
      {
        title: "المنصة اللوجستية الذكية",
        body: "منصة مدعومة بالذكاء الاصطناعي تتنبأ بالطلب، وتخطط للمساحات والمسارات، وتعرض كل طلب لحظة بلحظة.",
        href: "/ar/smart-released-sector",
      },
      {
        title: "مجمع روافد اللوجستي في الرياض",
        body: "مجمع لوجستي على مساحة 40,000 م² يضم 44,000 موقع طبلية و25 غرفة تبريد و38 بوابة تحميل.",
        href: "/ar/rawafed-park",
      },
      {
        title: "مصنع الأخشاب والطبليات",
        body: "طبليات وصناديق جديدة ومعالجة حرارياً ومصنوعة حسب الطلب، بمقاسات تناسب الشحن المحلي والتصدير.",
        href: "/ar/مصنع-الأخشاب",
      },
      {
        title: "مصنع المعادن والحديد",
        body: "أرفف وهياكل فولاذية تُصنع في القصيم منذ عام 1994، ونصف خطوط إنتاجها مؤتمت.",
        href: "/ar/مصنع-المعادن",
      },
      {
        title: "وحدة المهندسين الاستشاريين",
        body: "مهندسون مرخّصون يصمّمون منشآت المستودعات ويجهّزونها لاعتماد الدفاع المدني.",
        href: "/ar/services/consulting-engineers",
      },
    ],
  },
};
