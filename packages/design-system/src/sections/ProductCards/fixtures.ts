// Story fixtures: a storage service's products, in English and Arabic, and a picture per product.
import { scene } from "../../components/Picture/fixtures";

/** The service's title and summary, its products with features and links, and a catalog. */
export const storageProducts = {
  en: {
    heading: "Storage solutions",
    intro:
      "Racking, loading equipment, lifting, fire protection and flooring for warehouses, supplied, installed and maintained by one team.",
    items: [
      {
        title: "Racking systems",
        summary:
          "Selective, drive-in, cantilever, very narrow aisle and mezzanine racking, made in our own factory.",
        features: [
          "Selective pallet racking",
          "Drive-in and drive-through racking",
          "Cantilever racking for long goods",
          "Very narrow aisle racking",
          "Mezzanine floors and shelving",
          "Annual safety inspections",
        ],
        href: "/en/services/storage-solutions/racking-systems",
      },
      {
        title: "Dock levelers",
        summary:
          "Hydraulic dock levelers that bridge the gap between the loading dock and the truck bed safely.",
        features: [
          "Swing-lip and telescopic-lip models",
          "Capacities up to 10 tonnes",
          "Insulated versions for cold rooms",
          "Dock shelters, seals and bumpers",
          "Preventive maintenance contracts",
        ],
        href: "/en/services/storage-solutions/dock-levelers",
      },
      {
        title: "Fixed elevators",
        summary:
          "Goods lifts and scissor lifts that move loads safely between floors, mezzanines and dock levels.",
        features: [
          "Goods lifts between floors",
          "Scissor lifts for docks and workstations",
          "Safety gates and interlocks",
          "Installation and certification",
          "Periodic maintenance",
        ],
        href: "/en/services/storage-solutions/fixed-elevators",
      },
      {
        title: "Mobile ramps",
        summary:
          "Steel yard ramps that let forklifts load and unload trucks where there is no dock.",
        features: [
          "Capacities from 6 to 12 tonnes",
          "Anti-slip steel grating",
          "Hydraulic height adjustment",
          "Towable with a forklift",
        ],
        href: "/en/services/storage-solutions/mobile-ramps",
      },
      {
        title: "Firefighting",
        summary:
          "Sprinkler, in-rack protection, alarm and extinguishing systems designed for high-bay warehouses.",
        features: [
          "Ceiling and in-rack sprinklers",
          "Fire detection and alarm systems",
          "Pumps and water tanks",
          "Extinguishers and hose reels",
          "Documents for civil defense approval",
        ],
        href: "/en/services/storage-solutions/firefighting",
      },
      {
        title: "Epoxy flooring",
        summary:
          "Seamless, hard-wearing epoxy floors for warehouses, factories and cold rooms, with marked aisles.",
        features: [
          "Self-leveling and anti-slip systems",
          "Versions for cold rooms",
          "Resistance to oil and chemicals",
          "Aisle and safety markings",
        ],
        href: "/en/services/storage-solutions/epoxy-flooring",
      },
    ],
    catalogHref: "/files/rawafed-catalog.pdf",
  },
  ar: {
    heading: "حلول التخزين",
    intro:
      "أرفف ومعدات تحميل ورفع وحماية من الحريق وأرضيات للمستودعات، يورّدها ويركّبها ويصونها فريق واحد.",
    items: [
      {
        title: "أنظمة الأرفف",
        summary:
          "أرفف انتقائية، وبنظام الدخول، وكابولية، وبممرات ضيقة جداً، وميزانين، تُصنع في مصنعنا.",
        features: [
          "أرفف الطبليات الانتقائية",
          "أرفف الدخول والعبور",
          "أرفف كابولية للبضائع الطويلة",
          "أرفف بممرات ضيقة جداً",
          "أرضيات ميزانين ورفوف",
          "فحوص سلامة سنوية",
        ],
        href: "/ar/services/storage-solutions/racking-systems",
      },
      {
        title: "جسور التحميل",
        summary: "جسور تحميل هيدروليكية تسد الفجوة بين رصيف التحميل وصندوق الشاحنة بأمان.",
        features: [
          "طرازات بلسان مفصلي ولسان منزلق",
          "حمولات تصل إلى 10 أطنان",
          "نسخ معزولة لغرف التبريد",
          "ستائر وحشوات ومصدّات للأرصفة",
          "عقود صيانة وقائية",
        ],
        href: "/ar/services/storage-solutions/dock-levelers",
      },
      {
        title: "المصاعد الثابتة",
        summary:
          "مصاعد بضائع ومنصات رفع مقصية تنقل الأحمال بأمان بين الطوابق والميزانين ومستوى الرصيف.",
        features: [
          "مصاعد بضائع بين الطوابق",
          "منصات رفع مقصية للأرصفة ومحطات العمل",
          "بوابات سلامة وأقفال تعشيق",
          "التركيب وإصدار الشهادات",
          "صيانة دورية",
        ],
        href: "/ar/services/storage-solutions/fixed-elevators",
      },
      {
        title: "المنحدرات المتنقلة",
        summary:
          "منحدرات فولاذية للساحات تتيح للرافعات الشوكية تحميل الشاحنات وتفريغها حيث لا يوجد رصيف.",
        features: [
          "حمولات من 6 إلى 12 طناً",
          "سطح فولاذي شبكي مانع للانزلاق",
          "ضبط هيدروليكي للارتفاع",
          "قابلة للسحب بالرافعة الشوكية",
        ],
        href: "/ar/services/storage-solutions/mobile-ramps",
      },
      {
        title: "أنظمة إطفاء الحريق",
        summary: "أنظمة رشاشات وحماية داخل الأرفف وإنذار وإطفاء مصممة للمستودعات مرتفعة السقف.",
        features: [
          "رشاشات السقف وداخل الأرفف",
          "أنظمة كشف الحريق والإنذار",
          "مضخات وخزانات مياه",
          "طفايات وبكرات خراطيم",
          "مستندات اعتماد الدفاع المدني",
        ],
        href: "/ar/services/storage-solutions/firefighting",
      },
      {
        title: "أرضيات الإيبوكسي",
        summary:
          "أرضيات إيبوكسي متصلة عالية التحمّل للمستودعات والمصانع وغرف التبريد، مع تخطيط الممرات.",
        features: [
          "أنظمة ذاتية التسوية ومانعة للانزلاق",
          "نسخ خاصة بغرف التبريد",
          "مقاومة للزيوت والمواد الكيميائية",
          "تخطيط الممرات وعلامات السلامة",
        ],
        href: "/ar/services/storage-solutions/epoxy-flooring",
      },
    ],
    catalogHref: "/files/rawafed-catalog.pdf",
  },
};

/** The first three products, each with a picture (the abstract scene at two widths). */
export const productsWithImages = {
  en: {
    ...storageProducts.en,
    items: storageProducts.en.items.slice(0, 3).map((item) => ({ ...item, image: scene.en })),
  },
  ar: {
    ...storageProducts.ar,
    items: storageProducts.ar.items.slice(0, 3).map((item) => ({ ...item, image: scene.ar })),
  },
};
