// Story fixtures: twelve client names, in English and Arabic.

/** Client names of different lengths. */
export const clients = {
  en: [
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
  ar: [
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
};
