import type { Pages } from "../schema";

export const homePages = {
  home: {
    title: "Storage, logistics and manufacturing for the Kingdom's supply chains",
    description:
      "Rawafed Group designs, builds and runs warehouses across Saudi Arabia: racking, integrated logistics, consultancy, a Riyadh logistics park and two factories.",
    lead: "For 28 years Rawafed Group has helped manufacturers, retailers and distributors move and store their goods with confidence. We design the warehouse, make the racking and pallets in our own factories, run the operation and connect it to an AI-supported platform, all under one accountable group listed on the Saudi Exchange since 2017.",
    sections: [
      {
        kind: "cards",
        heading: "Our divisions",
        items: [
          {
            title: "Integrated logistics services",
            body: "Warehousing, transport, distribution and cold chain run as one contract, with one team answerable for the whole flow.",
            href: "integratedLogisticsSolutionsSector",
          },
          {
            title: "Storage solutions and racking systems",
            body: "Racking, dock levelers, elevators, ramps, firefighting and epoxy flooring, supplied, installed and maintained.",
            href: "serviceList:storage-solutions",
          },
          {
            title: "Storage and logistics consultancy",
            body: "Independent studies, warehouse layouts and operating models that turn a brief into a workable, costed plan.",
            href: "storageConsultancyServices",
          },
          {
            title: "Smart logistics platform",
            body: "An AI-supported platform that forecasts demand, plans space and routes, and shows every order in real time.",
            href: "smartReleasedSector",
          },
          {
            title: "Rawafed Park, Riyadh",
            body: "A 40,000 m² logistics park with 44,000 pallet positions, 25 cold rooms and 38 loading gates.",
            href: "rawafedPark",
          },
          {
            title: "Wood and pallet factory",
            body: "New, heat-treated and custom pallets and crates made to size for local and export shipments.",
            href: "woodFactory",
          },
          {
            title: "Metal and steel factory",
            body: "Racking and steel structures made in Al Qassim since 1994, with half of the production lines automated.",
            href: "metalFactory",
          },
          {
            title: "Consulting engineers unit",
            body: "Licensed engineers who design warehouse structures and prepare them for civil defense approval.",
            href: "serviceList:consulting-engineers",
          },
        ],
      },
      {
        kind: "stats",
        heading: "Rawafed in figures",
        items: [
          { value: "28", label: "years of operation" },
          { value: "2017", label: "listed on the Saudi Exchange" },
          { value: "149M", label: "riyals invested in Rawafed Park" },
          { value: "44,000", label: "pallet positions in Riyadh" },
          { value: "50%", label: "of metal factory lines automated" },
          { value: "5", label: "offices in Saudi Arabia and Egypt" },
        ],
      },
      {
        kind: "clients",
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
      {
        kind: "cta",
        heading: "Planning a warehouse or a supply chain project?",
        body: "Tell us what you store, how much of it moves and where it has to go. A specialist will come back to you within two working days with a first recommendation.",
        action: "Talk to our team",
        href: "contactUs",
      },
    ],
  },
} satisfies Pages<"home">;
