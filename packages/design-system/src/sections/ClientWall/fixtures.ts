// Story fixtures: a group's clients, in English and Arabic.

/** A heading and twelve client names. */
export const clients = {
  en: {
    heading: "Companies that trust us with their goods",
    items: [
      "Al Nakheel Food Industries",
      "Sahel Pharma Distribution",
      "Najd Building Materials",
      "Al Waha Retail Group",
      "Red Sea Cold Stores",
      "Al Rabwa Dairy",
      "Eastern Petrochemical Services",
      "Sanabel Dates",
      "Masar E-commerce",
      "Dar Al Bina Contracting",
      "Afaq Medical Supplies",
      "Samra Auto Parts",
    ],
  },
  ar: {
    heading: "شركات تأتمننا على بضائعها",
    items: [
      "النخيل للصناعات الغذائية",
      "ساحل لتوزيع الأدوية",
      "نجد لمواد البناء",
      "مجموعة الواحة للتجزئة",
      "مستودعات البحر الأحمر للتبريد",
      "ألبان الربوة",
      "الشرقية للخدمات البتروكيماوية",
      "سنابل للتمور",
      "مسار للتجارة الإلكترونية",
      "دار البناء للمقاولات",
      "آفاق للمستلزمات الطبية",
      "سمرا لقطع غيار السيارات",
    ],
  },
};
