// Story fixtures: five offices, in English and Arabic.

/** A heading and five offices, one of them the head office. */
export const offices = {
  en: {
    heading: "Our offices",
    items: [
      {
        officeId: "riyadh",
        name: "Riyadh, head office",
        address: "King Fahd Road, Al Olaya District, Building 4127, Riyadh 12214, Saudi Arabia",
        headOffice: true,
      },
      {
        officeId: "qassim",
        name: "Buraydah, Al Qassim",
        address: "Second Industrial City, Street 14, Buraydah 52371, Saudi Arabia",
      },
      {
        officeId: "dammam",
        name: "Dammam",
        address: "King Saud Street, Al Faisaliyah District, Dammam 32272, Saudi Arabia",
      },
      {
        officeId: "jeddah",
        name: "Jeddah",
        address: "Al Madinah Al Munawwarah Road, Al Rawdah District, Jeddah 23435, Saudi Arabia",
      },
      {
        officeId: "cairo",
        name: "Cairo",
        address: "27 Mostafa El Nahas Street, Nasr City, Cairo, Egypt",
      },
    ],
  },
  ar: {
    heading: "مكاتبنا",
    items: [
      {
        officeId: "riyadh",
        name: "الرياض، المقر الرئيسي",
        address: "طريق الملك فهد، حي العليا، مبنى 4127، الرياض 12214، المملكة العربية السعودية",
        headOffice: true,
      },
      {
        officeId: "qassim",
        name: "بريدة، القصيم",
        address: "المدينة الصناعية الثانية، شارع 14، بريدة 52371، المملكة العربية السعودية",
      },
      {
        officeId: "dammam",
        name: "الدمام",
        address: "شارع الملك سعود، حي الفيصلية، الدمام 32272، المملكة العربية السعودية",
      },
      {
        officeId: "jeddah",
        name: "جدة",
        address: "طريق المدينة المنورة، حي الروضة، جدة 23435، المملكة العربية السعودية",
      },
      {
        officeId: "cairo",
        name: "القاهرة",
        address: "27 شارع مصطفى النحاس، مدينة نصر، القاهرة، جمهورية مصر العربية",
      },
    ],
  },
};
