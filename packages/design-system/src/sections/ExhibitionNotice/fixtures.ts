// Story fixtures: an exhibition, in English and Arabic.

/** The notice with its link to the invitation. */
export const exhibition = {
  en: {
    heading: "Riyadh Logistics and Supply Chain Exhibition 2025",
    dates: "27 to 29 May 2025",
    hours: "4 PM to 10 PM daily",
    booth: "2A90",
    venue: "Al Yasmin Exhibition Center, Northern Ring Road, Riyadh",
    body: "Meet our engineers and specialists, discover our latest storage products and see the smart logistics platform live.",
    action: {
      label: "Request an invitation",
      href: "/en/invitation",
    },
  },
  ar: {
    heading: "معرض الرياض للخدمات اللوجستية وسلاسل الإمداد 2025",
    dates: "من 27 إلى 29 مايو 2025",
    hours: "يومياً من 4 مساءً حتى 10 مساءً",
    booth: "2A90",
    venue: "مركز الياسمين للمعارض، الطريق الدائري الشمالي، الرياض",
    body: "التقِ بمهندسينا ومختصينا، واكتشف أحدث منتجات التخزين لدينا، وشاهد المنصة اللوجستية الذكية وهي تعمل مباشرة.",
    action: {
      label: "اطلب دعوة",
      href: "/ar/invitation",
    },
  },
};

/** The same exhibition as the invitation page tells it. */
export const invitation = {
  en: {
    heading: "Riyadh Logistics and Supply Chain Exhibition 2025",
    dates: "27 to 29 May 2025",
    hours: "4 PM to 10 PM daily",
    booth: "2A90",
    venue: "Al Yasmin Exhibition Center, Northern Ring Road, Riyadh",
    body: "Meet our engineers and specialists, discover our latest storage products and see the smart logistics platform live.",
  },
  ar: {
    heading: "معرض الرياض للخدمات اللوجستية وسلاسل الإمداد 2025",
    dates: "من 27 إلى 29 مايو 2025",
    hours: "يومياً من 4 مساءً حتى 10 مساءً",
    booth: "2A90",
    venue: "مركز الياسمين للمعارض، الطريق الدائري الشمالي، الرياض",
    body: "التقِ بمهندسينا ومختصينا، واكتشف أحدث منتجات التخزين لدينا، وشاهد المنصة اللوجستية الذكية وهي تعمل مباشرة.",
  },
};
