// Story fixtures: a lead paragraph, in English and Arabic.

/** A long paragraph that fills the container's width. */
export const lead = {
  en: "Rawafed Group started in Riyadh in 1997 as a supplier of storage racking. Today it is a listed group of eight divisions that covers the whole life of a warehouse, from the first study to the daily operation.",
  ar: "انطلقت مجموعة روافد في الرياض عام 1997 مورداً لأرفف التخزين، وهي اليوم مجموعة مدرجة تضم ثمانية قطاعات تغطي دورة حياة المستودع كاملة، من الدراسة الأولى حتى التشغيل اليومي.",
};
