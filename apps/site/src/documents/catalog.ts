import type { CatalogText } from "./types";

/**
 * The product catalog of the storage-solutions service, in both languages: one product sheet per
 * item of that service in content/{en,ar}/services.ts, same ids, same order, same names. The
 * figures agree with the features the site lists (dock levelers up to 10 t, mobile ramps 6 to
 * 12 t). Units are written out in Arabic; digits stay Latin in both languages.
 */
export const catalog: { en: CatalogText; ar: CatalogText } = {
  en: {
    title: "Storage solutions catalog",
    subtitle: "Racking, loading equipment, lifts, fire protection and flooring, 2025 edition",
    introduction: [
      "Rawafed Group has equipped warehouses in Saudi Arabia for 28 years. This catalog presents the products that our storage solutions division supplies, installs and maintains: racking systems, dock levelers, fixed elevators, mobile ramps, firefighting systems and epoxy flooring.",
      "Our racking and steel products are made in our own metal factory in Al Qassim, which has been producing since 1994 and where half of the production lines are now automated. Every project is designed by our engineers for the real loads, trucks and building, installed by our own crews and prepared for civil defense approval where required.",
      "The specifications below describe our standard ranges. The final dimensions, capacities and finishes of each project are confirmed in the engineering drawings and calculations that accompany our quotation.",
    ],
    products: [
      {
        id: "racking-systems",
        name: "Racking systems",
        summary:
          "Selective, drive-in, cantilever, very narrow aisle and mezzanine racking, roll-formed and powder-coated in our Al Qassim factory and engineered for each warehouse.",
        specifications: [
          {
            label: "Systems",
            value:
              "Selective single or double deep, drive-in and drive-through, cantilever, very narrow aisle, mezzanine",
          },
          {
            label: "Upright height",
            value: "Up to 12 m for selective racking, up to 15 m for very narrow aisle racking",
          },
          { label: "Beam level capacity", value: "Up to 4,000 kg per pair of beams" },
          {
            label: "Upright frame capacity",
            value: "Up to 20,000 kg per frame, depending on height and bracing",
          },
          { label: "Cantilever arm capacity", value: "Up to 1,000 kg per arm" },
          { label: "Mezzanine floor load", value: "250 to 750 kg per square meter" },
          {
            label: "Material",
            value: "Roll-formed structural steel, uprights 1.5 to 3 mm thick",
          },
          {
            label: "Finish",
            value:
              "Epoxy-polyester powder coating, blue uprights and orange beams as standard, other colors on request",
          },
          {
            label: "Design",
            value:
              "To EN 15512 and the loads of the Saudi Building Code, calculated by licensed engineers",
          },
          {
            label: "Inspection",
            value: "Load sign on every bay, annual safety inspection with a written report",
          },
        ],
        options: [
          "Selective pallet racking, single or double deep",
          "Drive-in and drive-through racking for dense storage and cold rooms",
          "Cantilever racking, single or double sided, for long goods",
          "Very narrow aisle racking with floor guide rails",
          "Mezzanine floors and multi-tier shelving",
          "Wire mesh decks, pallet supports and back stops",
          "Upright protectors and end-of-aisle barriers",
          "Annual safety inspection contract",
        ],
      },
      {
        id: "dock-levelers",
        name: "Dock levelers",
        summary:
          "Electro-hydraulic dock levelers that bridge the gap between the dock and the truck bed, with shelters, seals and insulated versions for cold stores.",
        specifications: [
          { label: "Models", value: "Swing lip and telescopic lip" },
          { label: "Rated capacity", value: "6, 8 or 10 t dynamic load" },
          { label: "Platform width", value: "2,000 or 2,200 mm" },
          { label: "Platform length", value: "2,500 to 4,500 mm" },
          {
            label: "Lip length",
            value: "400 mm for the swing lip, 500 to 1,000 mm for the telescopic lip",
          },
          {
            label: "Working range",
            value: "Up to 300 mm above and 300 mm below dock level, depending on length",
          },
          { label: "Deck", value: "Anti-slip checker plate, 6 to 8 mm thick" },
          { label: "Drive", value: "Electro-hydraulic power pack, 380 V, 60 Hz, three phase" },
          {
            label: "Safety",
            value:
              "Emergency stop, velocity fuse against free fall, side toe guards, maintenance strut",
          },
          { label: "Cold store version", value: "Insulated platform and perimeter thermal seals" },
        ],
        options: [
          "Swing-lip dock leveler",
          "Telescopic-lip dock leveler for precise positioning on the truck",
          "Insulated version for cold rooms",
          "Retractable or inflatable dock shelters",
          "Foam dock seals",
          "Rubber and steel-faced dock bumpers",
          "Interlock with the sectional door",
          "Preventive maintenance contract",
        ],
      },
      {
        id: "fixed-elevators",
        name: "Fixed elevators",
        summary:
          "Hydraulic goods lifts between floors and mezzanines, and scissor lifts for docks and workstations, installed with the safety devices the standards require.",
        specifications: [
          {
            label: "Types",
            value: "Goods lifts between floors, scissor lifts for docks and workstations",
          },
          { label: "Goods lift capacity", value: "1,000 to 5,000 kg" },
          { label: "Scissor lift capacity", value: "1,000 to 4,000 kg" },
          {
            label: "Platform size",
            value: "From 1,500 × 1,500 mm to 3,000 × 4,000 mm, sized for your pallets",
          },
          {
            label: "Travel",
            value: "Goods lifts up to 12 m with up to 4 stops, scissor lifts up to 1,600 mm",
          },
          { label: "Speed", value: "0.15 to 0.3 m per second for goods lifts" },
          { label: "Drive", value: "Electro-hydraulic, 380 V, 60 Hz, three phase" },
          {
            label: "Safety",
            value:
              "Landing gates with electrical and mechanical interlocks, emergency stops, pipe rupture valve, overload detection",
          },
          {
            label: "Standards",
            value: "EN 81-31 for goods-only lifts, EN 1570-1 for scissor lifts",
          },
          {
            label: "Certification",
            value: "Inspection and certificate by an independent body before handover",
          },
        ],
        options: [
          "Hydraulic goods lift for warehouses and mezzanines",
          "Single scissor dock lift, pit-mounted or surface-mounted with a ramp",
          "Double scissor lift for greater travel",
          "Workstation scissor lift with safety bellows",
          "Manual or automatic landing gates",
          "Periodic maintenance contract",
        ],
      },
      {
        id: "mobile-ramps",
        name: "Mobile ramps",
        summary:
          "Steel yard ramps with an anti-slip grating that let forklifts drive straight into trucks where there is no dock, adjusted hydraulically to each truck.",
        specifications: [
          { label: "Capacity", value: "6, 8, 10 or 12 t" },
          { label: "Overall length", value: "11 to 12 m, including a 2 m level section" },
          { label: "Usable width", value: "2,000 or 2,250 mm between the side curbs" },
          { label: "Height adjustment", value: "1,000 to 1,700 mm at the truck end" },
          {
            label: "Lifting",
            value: "Hydraulic hand pump with two cylinders, battery-powered pump as an option",
          },
          { label: "Deck", value: "Serrated steel grating, anti-slip in dry and wet conditions" },
          { label: "Side protection", value: "Side curbs 150 mm high" },
          {
            label: "Mobility",
            value: "Two pneumatic wheels and a towing eye for moving with a forklift",
          },
          { label: "Finish", value: "Shot-blasted and painted, or hot-dip galvanized" },
          { label: "Manufacture", value: "Fabricated in our metal factory in Al Qassim" },
        ],
        options: [
          "6 t, 8 t, 10 t and 12 t models",
          "Hot-dip galvanized finish",
          "Battery-powered hydraulic pump",
          "Wide version for large forklifts",
          "Wheel chocks and securing chains",
          "Annual inspection and maintenance",
        ],
      },
      {
        id: "firefighting",
        name: "Firefighting",
        summary:
          "Sprinkler, in-rack protection, detection, alarm and extinguishing systems designed for the real storage height and the goods of each warehouse.",
        specifications: [
          { label: "Design basis", value: "Saudi Fire Code and NFPA standards" },
          {
            label: "Ceiling sprinklers",
            value:
              "Early suppression fast response or control mode density sprinklers, selected for storage height and goods",
          },
          {
            label: "In-rack sprinklers",
            value:
              "Added where storage height, rack layout or goods require, with guards against impact",
          },
          {
            label: "Detection and alarm",
            value:
              "Addressable alarm panels with smoke, heat, beam or aspirating detectors for high bays and cold rooms",
          },
          {
            label: "Fire pumps",
            value:
              "Electric main pump, diesel standby pump and jockey pump, typically 150 to 600 cubic meters per hour",
          },
          {
            label: "Water storage",
            value: "Tanks sized for the required duration, typically 60 to 120 minutes",
          },
          {
            label: "Manual equipment",
            value:
              "Dry powder and carbon dioxide extinguishers, hose reels with 30 m hoses, hydrants",
          },
          {
            label: "Testing",
            value:
              "Hydrostatic pressure test, flushing, pump performance test, alarm commissioning",
          },
          {
            label: "Documents",
            value:
              "Drawings, hydraulic calculations and test certificates for civil defense approval",
          },
          {
            label: "Maintenance",
            value: "Quarterly inspections and annual tests under a maintenance contract",
          },
        ],
        options: [
          "Ceiling sprinkler systems",
          "In-rack sprinkler systems",
          "Addressable fire detection and alarm",
          "Aspirating smoke detection for cold rooms and high bays",
          "Pump rooms and water tanks",
          "Gas suppression for electrical and server rooms",
          "Extinguishers and hose reels",
          "Civil defense approval file and maintenance contract",
        ],
      },
      {
        id: "epoxy-flooring",
        name: "Epoxy flooring",
        summary:
          "Seamless, hard-wearing resin floors for warehouses, factories and cold rooms, with marked aisles, pedestrian routes and storage zones.",
        specifications: [
          {
            label: "Systems",
            value:
              "Self-leveling epoxy, anti-slip epoxy with quartz aggregate, epoxy roller coat, polyurethane cement for cold rooms",
          },
          {
            label: "Thickness",
            value: "0.5 mm roller coat, 2 to 4 mm self-leveling, 6 to 9 mm polyurethane cement",
          },
          {
            label: "Service temperature",
            value: "0 to 50 °C for epoxy, -40 to 70 °C for polyurethane cement",
          },
          { label: "Compressive strength", value: "Above 60 MPa" },
          {
            label: "Chemical resistance",
            value: "Oils, fuels, dilute acids and alkalis, cleaning agents",
          },
          {
            label: "Slip resistance",
            value: "Smooth or textured finish according to traffic and wet areas",
          },
          {
            label: "Colors",
            value: "Grey, green and blue, other colors on request, yellow and white line markings",
          },
          {
            label: "Substrate",
            value:
              "Concrete at least 28 days old, shot-blasted or diamond-ground, moisture checked before coating",
          },
          { label: "Curing", value: "Foot traffic after 24 hours, full loads after 7 days" },
          { label: "Output", value: "Typically 300 to 600 square meters per crew per day" },
        ],
        options: [
          "Self-leveling epoxy floor",
          "Anti-slip epoxy floor",
          "Epoxy roller coating for light traffic",
          "Polyurethane cement for cold rooms and wash-down areas",
          "Aisle, pedestrian route and storage zone markings",
          "Joint repair and coving at the walls",
        ],
      },
    ],
    contact: {
      heading: "How to order",
      paragraphs: [
        "Send us your building drawings, the dimensions and weights of your pallets or goods, and the trucks and handling equipment you use. Our engineers visit the site, check the floor and the building, and prepare a layout, the calculations and a detailed quotation.",
        "Once the design is approved, we manufacture, deliver and install on an agreed schedule, hand over with the test records and, where required, the documents for civil defense approval, and offer maintenance contracts and periodic safety inspections.",
        "Contact our storage solutions team through the contact page of our website, by e-mail at info@rawafed.example or on our unified number 920000000, Sunday to Thursday from 8 AM to 5 PM. Our offices are listed below.",
      ],
      items: [
        "Riyadh, head office: King Fahd Road, Al Olaya District, Building 4127, Riyadh 12214, Saudi Arabia",
        "Buraydah, Al Qassim: Second Industrial City, Street 14, Buraydah 52371, Saudi Arabia",
        "Dammam: King Saud Street, Al Faisaliyah District, Dammam 32272, Saudi Arabia",
        "Jeddah: Al Madinah Al Munawwarah Road, Al Rawdah District, Jeddah 23435, Saudi Arabia",
        "Cairo: 27 Mostafa El Nahas Street, Nasr City, Cairo, Egypt",
      ],
    },
  },
  ar: {
    title: "كتالوج حلول التخزين",
    subtitle: "الأرفف ومعدات التحميل والمصاعد والحماية من الحريق والأرضيات، إصدار 2025",
    introduction: [
      "تجهّز مجموعة روافد المستودعات في المملكة العربية السعودية منذ 28 عاماً. ويعرض هذا الكتالوج المنتجات التي يورّدها قطاع حلول التخزين لدينا ويركّبها ويتولى صيانتها، وهي أنظمة الأرفف، وجسور التحميل، والمصاعد الثابتة، والمنحدرات المتنقلة، وأنظمة إطفاء الحريق، وأرضيات الإيبوكسي.",
      "تُصنع الأرفف والمنتجات الفولاذية في مصنع المعادن التابع لنا في القصيم، الذي بدأ الإنتاج عام 1994 وأصبح نصف خطوط إنتاجه مؤتمتاً. ويصمّم مهندسونا كل مشروع وفق الأحمال الفعلية والشاحنات والمبنى، وتركّبه فرقنا، ونجهّزه لاعتماد الدفاع المدني متى تطلّب الأمر ذلك.",
      "تصف المواصفات الواردة في هذا الكتالوج مجموعات منتجاتنا القياسية، وتُحدَّد الأبعاد والحمولات والتشطيبات النهائية لكل مشروع في المخططات والحسابات الهندسية المرفقة بعرض السعر.",
    ],
    products: [
      {
        id: "racking-systems",
        name: "أنظمة الأرفف",
        summary:
          "أرفف انتقائية، وبنظام الدخول والعبور، وكابولية، وبممرات ضيقة جداً، وميزانين، تُشكَّل بالدرفلة وتُطلى بالبودرة في مصنعنا بالقصيم، وتُصمَّم هندسياً لكل مستودع.",
        specifications: [
          {
            label: "الأنظمة",
            value:
              "انتقائية بعمق مفرد أو مزدوج، وبنظام الدخول والعبور، وكابولية، وبممرات ضيقة جداً، وميزانين",
          },
          {
            label: "ارتفاع القوائم",
            value: "حتى 12 متراً للأرفف الانتقائية، وحتى 15 متراً للأرفف ذات الممرات الضيقة جداً",
          },
          { label: "حمولة مستوى العوارض", value: "حتى 4,000 كيلوغرام لكل زوج من العوارض" },
          {
            label: "حمولة إطار القوائم",
            value: "حتى 20,000 كيلوغرام للإطار الواحد بحسب الارتفاع والتدعيم",
          },
          { label: "حمولة ذراع الأرفف الكابولية", value: "حتى 1,000 كيلوغرام للذراع الواحدة" },
          { label: "حمولة أرضيات الميزانين", value: "من 250 إلى 750 كيلوغراماً لكل متر مربع" },
          { label: "المادة", value: "فولاذ إنشائي مشكَّل بالدرفلة، وسماكة القوائم من 1.5 إلى 3 ملم" },
          {
            label: "التشطيب",
            value:
              "طلاء بودرة من الإيبوكسي والبوليستر، القوائم زرقاء والعوارض برتقالية في الطراز القياسي، وألوان أخرى عند الطلب",
          },
          {
            label: "التصميم",
            value:
              "وفق المواصفة الأوروبية EN 15512 وأحمال كود البناء السعودي، بحسابات يعدّها مهندسون مرخّصون",
          },
          {
            label: "الفحص",
            value: "لوحة حمولة قصوى على كل خلية، وفحص سلامة سنوي مع تقرير مكتوب",
          },
        ],
        options: [
          "أرفف طبليات انتقائية بعمق مفرد أو مزدوج",
          "أرفف بنظام الدخول والعبور للتخزين الكثيف وغرف التبريد",
          "أرفف كابولية بوجه واحد أو بوجهين للبضائع الطويلة",
          "أرفف بممرات ضيقة جداً مع قضبان توجيه أرضية",
          "أرضيات ميزانين ورفوف متعددة الطوابق",
          "أرضيات شبكية ودعامات للطبليات ومصدّات خلفية",
          "واقيات للقوائم وحواجز لنهايات الممرات",
          "عقد فحص سلامة سنوي",
        ],
      },
      {
        id: "dock-levelers",
        name: "جسور التحميل",
        summary:
          "جسور تحميل كهروهيدروليكية تسد الفجوة بين الرصيف وصندوق الشاحنة، مع ستائر وحشوات إحكام ونسخ معزولة لمستودعات التبريد.",
        specifications: [
          { label: "الطرازات", value: "بلسان مفصلي وبلسان منزلق" },
          { label: "الحمولة الاسمية", value: "6 أو 8 أو 10 أطنان حمولة ديناميكية" },
          { label: "عرض المنصة", value: "2,000 أو 2,200 ملم" },
          { label: "طول المنصة", value: "من 2,500 إلى 4,500 ملم" },
          {
            label: "طول اللسان",
            value: "400 ملم للسان المفصلي، ومن 500 إلى 1,000 ملم للسان المنزلق",
          },
          {
            label: "نطاق العمل",
            value: "حتى 300 ملم فوق مستوى الرصيف و300 ملم تحته بحسب طول المنصة",
          },
          { label: "سطح المنصة", value: "لوح فولاذي مضلّع مانع للانزلاق بسماكة من 6 إلى 8 ملم" },
          {
            label: "نظام التشغيل",
            value: "وحدة كهروهيدروليكية بجهد 380 فولت وتردد 60 هرتز ثلاثية الطور",
          },
          {
            label: "السلامة",
            value:
              "مفتاح إيقاف طارئ، وصمام يمنع السقوط الحر للمنصة، وواقيات جانبية للأقدام، ودعامة للصيانة",
          },
          { label: "نسخة التبريد", value: "منصة معزولة وحشوات إحكام حرارية على المحيط" },
        ],
        options: [
          "جسر تحميل بلسان مفصلي",
          "جسر تحميل بلسان منزلق لتموضع أدق على الشاحنة",
          "نسخة معزولة لغرف التبريد",
          "ستائر أرصفة قابلة للسحب أو قابلة للنفخ",
          "حشوات إحكام إسفنجية للأرصفة",
          "مصدّات مطاطية ومصدّات بوجه فولاذي",
          "ربط تشغيل الجسر بالباب المقطعي",
          "عقد صيانة وقائية",
        ],
      },
      {
        id: "fixed-elevators",
        name: "المصاعد الثابتة",
        summary:
          "مصاعد بضائع هيدروليكية بين الطوابق والميزانين، ومنصات رفع مقصية للأرصفة ومحطات العمل، تُركَّب مع تجهيزات السلامة التي تشترطها المعايير.",
        specifications: [
          {
            label: "الأنواع",
            value: "مصاعد بضائع بين الطوابق، ومنصات رفع مقصية للأرصفة ومحطات العمل",
          },
          { label: "حمولة مصاعد البضائع", value: "من 1,000 إلى 5,000 كيلوغرام" },
          { label: "حمولة المنصات المقصية", value: "من 1,000 إلى 4,000 كيلوغرام" },
          {
            label: "مقاس المنصة",
            value: "من 1,500 في 1,500 ملم إلى 3,000 في 4,000 ملم بحسب مقاسات الطبليات",
          },
          {
            label: "مسافة الرفع",
            value: "حتى 12 متراً وأربع وقفات لمصاعد البضائع، وحتى 1,600 ملم للمنصات المقصية",
          },
          { label: "السرعة", value: "من 0.15 إلى 0.3 متر في الثانية لمصاعد البضائع" },
          {
            label: "نظام التشغيل",
            value: "كهروهيدروليكي بجهد 380 فولت وتردد 60 هرتز ثلاثي الطور",
          },
          {
            label: "السلامة",
            value:
              "بوابات طوابق بأقفال تعشيق كهربائية وميكانيكية، ومفاتيح إيقاف طارئ، وصمام يحمي من تمزق الأنابيب، وكاشف للحمولة الزائدة",
          },
          {
            label: "المواصفات المرجعية",
            value:
              "المواصفة الأوروبية EN 81-31 لمصاعد البضائع، والمواصفة الأوروبية EN 1570-1 للمنصات المقصية",
          },
          { label: "الاعتماد", value: "فحص وشهادة من جهة مستقلة قبل التسليم" },
        ],
        options: [
          "مصعد بضائع هيدروليكي للمستودعات والميزانين",
          "منصة رفع مقصية مفردة للأرصفة، مثبتة في حفرة أو على الأرض مع منحدر",
          "منصة رفع مقصية مزدوجة لمسافات رفع أكبر",
          "منصة رفع مقصية لمحطات العمل مع غطاء منفاخي واقٍ",
          "بوابات طوابق يدوية أو آلية",
          "عقد صيانة دورية",
        ],
      },
      {
        id: "mobile-ramps",
        name: "المنحدرات المتنقلة",
        summary:
          "منحدرات فولاذية للساحات بسطح شبكي مانع للانزلاق، تتيح للرافعات الشوكية الصعود مباشرة إلى الشاحنات حيث لا يوجد رصيف، ويُضبط ارتفاعها هيدروليكياً لكل شاحنة.",
        specifications: [
          { label: "الحمولة", value: "6 أو 8 أو 10 أو 12 طناً" },
          { label: "الطول الكلي", value: "من 11 إلى 12 متراً، منها جزء أفقي بطول مترين" },
          { label: "العرض الصافي", value: "2,000 أو 2,250 ملم بين الحواف الجانبية" },
          { label: "ضبط الارتفاع", value: "من 1,000 إلى 1,700 ملم عند طرف الشاحنة" },
          {
            label: "نظام الرفع",
            value: "مضخة هيدروليكية يدوية بأسطوانتين، ومضخة تعمل بالبطارية خياراً إضافياً",
          },
          { label: "السطح", value: "شبك فولاذي مسنّن مانع للانزلاق في الظروف الجافة والرطبة" },
          { label: "الحماية الجانبية", value: "حواف جانبية بارتفاع 150 ملم" },
          {
            label: "التنقل",
            value: "عجلتان بإطارات هوائية وحلقة سحب لنقل المنحدر بالرافعة الشوكية",
          },
          { label: "التشطيب", value: "تنظيف بالسفع ثم طلاء، أو جلفنة بالغمس الساخن" },
          { label: "التصنيع", value: "يُصنع في مصنع المعادن التابع لنا في القصيم" },
        ],
        options: [
          "طرازات بحمولات 6 و8 و10 و12 طناً",
          "تشطيب بالجلفنة بالغمس الساخن",
          "مضخة هيدروليكية تعمل بالبطارية",
          "نسخة عريضة للرافعات الشوكية الكبيرة",
          "مصدّات للعجلات وسلاسل تثبيت",
          "فحص وصيانة سنويان",
        ],
      },
      {
        id: "firefighting",
        name: "أنظمة إطفاء الحريق",
        summary:
          "أنظمة رشاشات وحماية داخل الأرفف وكشف وإنذار وإطفاء، مصممة وفق ارتفاع التخزين الفعلي ونوع البضائع في كل مستودع.",
        specifications: [
          {
            label: "مرجعية التصميم",
            value:
              "كود الحماية من الحرائق السعودي ومعايير الجمعية الوطنية الأمريكية للحماية من الحرائق",
          },
          {
            label: "رشاشات السقف",
            value:
              "رشاشات إخماد مبكر سريعة الاستجابة أو رشاشات تحكم بالكثافة، تُختار وفق ارتفاع التخزين ونوع البضائع",
          },
          {
            label: "الرشاشات داخل الأرفف",
            value:
              "تُضاف حيث يتطلبها ارتفاع التخزين أو ترتيب الأرفف أو نوع البضائع، مع واقيات من الصدمات",
          },
          {
            label: "الكشف والإنذار",
            value:
              "لوحات إنذار معنونة مع كواشف دخان وحرارة، وكواشف شعاعية أو بسحب الهواء للمستودعات المرتفعة وغرف التبريد",
          },
          {
            label: "مضخات الحريق",
            value:
              "مضخة رئيسية كهربائية ومضخة احتياطية تعمل بالديزل ومضخة موازنة، بتدفق يتراوح عادة بين 150 و600 متر مكعب في الساعة",
          },
          {
            label: "خزانات المياه",
            value: "بسعة تكفي المدة المطلوبة، وهي عادة من 60 إلى 120 دقيقة",
          },
          {
            label: "المعدات اليدوية",
            value:
              "طفايات بودرة جافة وثاني أكسيد الكربون، وبكرات خراطيم بطول 30 متراً، وحنفيات حريق",
          },
          {
            label: "الاختبارات",
            value:
              "اختبار الضغط الهيدروستاتيكي، وغسل الشبكة، واختبار أداء المضخات، وتشغيل نظام الإنذار وتجربته",
          },
          {
            label: "المستندات",
            value: "المخططات والحسابات الهيدروليكية وشهادات الاختبار اللازمة لاعتماد الدفاع المدني",
          },
          { label: "الصيانة", value: "فحوص ربع سنوية واختبارات سنوية بموجب عقد صيانة" },
        ],
        options: [
          "أنظمة رشاشات السقف",
          "أنظمة الرشاشات داخل الأرفف",
          "أنظمة كشف الحريق والإنذار المعنونة",
          "كشف الدخان بسحب الهواء لغرف التبريد والمستودعات المرتفعة",
          "غرف المضخات وخزانات المياه",
          "أنظمة الإطفاء بالغاز لغرف الكهرباء والخوادم",
          "الطفايات وبكرات الخراطيم",
          "ملف اعتماد الدفاع المدني وعقد الصيانة",
        ],
      },
      {
        id: "epoxy-flooring",
        name: "أرضيات الإيبوكسي",
        summary:
          "أرضيات راتنجية متصلة عالية التحمّل للمستودعات والمصانع وغرف التبريد، مع تخطيط الممرات ومسارات المشاة ومناطق التخزين.",
        specifications: [
          {
            label: "الأنظمة",
            value:
              "إيبوكسي ذاتي التسوية، وإيبوكسي مانع للانزلاق بحبيبات الكوارتز، وطلاء إيبوكسي بالرولة، وخرسانة البولي يوريثان لغرف التبريد",
          },
          {
            label: "السماكة",
            value:
              "0.5 ملم لطلاء الرولة، ومن 2 إلى 4 ملم للأنظمة ذاتية التسوية، ومن 6 إلى 9 ملم لخرسانة البولي يوريثان",
          },
          {
            label: "درجة حرارة التشغيل",
            value:
              "من 0 إلى 50 درجة مئوية للإيبوكسي، ومن -40 إلى 70 درجة مئوية لخرسانة البولي يوريثان",
          },
          { label: "مقاومة الضغط", value: "أكثر من 60 ميغاباسكال" },
          {
            label: "المقاومة الكيميائية",
            value: "الزيوت والوقود والأحماض والقلويات المخففة ومواد التنظيف",
          },
          { label: "مقاومة الانزلاق", value: "تشطيب أملس أو محبّب بحسب الحركة والمناطق الرطبة" },
          {
            label: "الألوان",
            value: "الرمادي والأخضر والأزرق، وألوان أخرى عند الطلب، مع خطوط تخطيط صفراء وبيضاء",
          },
          {
            label: "تجهيز الأرضية",
            value:
              "خرسانة لا يقل عمرها عن 28 يوماً، تُجهَّز بالسفع أو بالجلخ الماسي، وتُقاس رطوبتها قبل الطلاء",
          },
          { label: "زمن المعالجة", value: "حركة المشاة بعد 24 ساعة، والأحمال الكاملة بعد 7 أيام" },
          { label: "معدل التنفيذ", value: "من 300 إلى 600 متر مربع يومياً لكل فريق في المعتاد" },
        ],
        options: [
          "أرضية إيبوكسي ذاتية التسوية",
          "أرضية إيبوكسي مانعة للانزلاق",
          "طلاء إيبوكسي بالرولة للحركة الخفيفة",
          "خرسانة البولي يوريثان لغرف التبريد ومناطق الغسيل",
          "تخطيط الممرات ومسارات المشاة ومناطق التخزين",
          "إصلاح الفواصل وتنفيذ الزوايا المقعّرة عند الجدران",
        ],
      },
    ],
    contact: {
      heading: "طريقة الطلب والتواصل",
      paragraphs: [
        "أرسلوا إلينا مخططات المبنى، وأبعاد الطبليات أو البضائع وأوزانها، وأنواع الشاحنات ومعدات المناولة المستخدمة لديكم. ويزور مهندسونا الموقع لفحص الأرضية والمبنى، ثم يعدّون المخطط والحسابات وعرض سعر مفصلاً.",
        "بعد اعتماد التصميم، نصنّع المنتجات ونورّدها ونركّبها وفق جدول زمني متفق عليه، ونسلّمها مع سجلات الاختبار ومستندات اعتماد الدفاع المدني عند الحاجة، ونقدّم عقود الصيانة وفحوص السلامة الدورية.",
        "تواصلوا مع فريق حلول التخزين عبر صفحة التواصل في موقعنا الإلكتروني، أو على البريد الإلكتروني info@rawafed.example، أو على الرقم الموحد 920000000، من الأحد إلى الخميس من 8 صباحاً حتى 5 مساءً. وتجدون عناوين مكاتبنا أدناه.",
      ],
      items: [
        "الرياض، المقر الرئيسي: طريق الملك فهد، حي العليا، مبنى 4127، الرياض 12214، المملكة العربية السعودية",
        "بريدة، القصيم: المدينة الصناعية الثانية، شارع 14، بريدة 52371، المملكة العربية السعودية",
        "الدمام: شارع الملك سعود، حي الفيصلية، الدمام 32272، المملكة العربية السعودية",
        "جدة: طريق المدينة المنورة، حي الروضة، جدة 23435، المملكة العربية السعودية",
        "القاهرة: 27 شارع مصطفى النحاس، مدينة نصر، القاهرة، جمهورية مصر العربية",
      ],
    },
  },
};
