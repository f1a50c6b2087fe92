import type { Article, Pages } from "../schema";

export const mediaPages = {
  news: {
    title: "News",
    description:
      "The latest news from Rawafed Group: projects, openings, exhibitions, board decisions and announcements from our logistics, storage and manufacturing divisions.",
    lead: "Announcements, projects and milestones from across the group.",
    sections: [
      {
        kind: "cta",
        heading: "Looking for official disclosures?",
        body: "Announcements to the market are published on the Saudi Exchange website and summarized in our investor services center.",
        action: "Investor services center",
        href: "investorsServicesCenter",
      },
    ],
  },

  blogs: {
    title: "Blog",
    description:
      "Practical articles on racking, cold chain, warehouse design and AI in logistics, written by the engineers and specialists of Rawafed Group for business owners.",
    lead: "Practical advice from the people who design, build and run warehouses every day.",
    sections: [],
  },

  videos: {
    title: "Videos",
    description:
      "Watch Rawafed Group on film: a tour of Rawafed Park, our automated metal factory in Al Qassim, racking installation on site and the smart logistics platform.",
    lead: "See our factories, our logistics park and our teams at work.",
    sections: [
      {
        kind: "videos",
        items: [
          {
            video: "rawafed-park-tour",
            title: "A tour of Rawafed Park",
            duration: "0:16",
            description:
              "Fly over our logistics park in Riyadh, then see its loading docks and cold rooms up close.",
          },
          {
            video: "metal-factory",
            title: "Inside the metal factory",
            duration: "0:13",
            description:
              "From steel coil to finished racking: the automated lines of our factory in Al Qassim.",
          },
          {
            video: "racking-installation",
            title: "Installing a racking system in 10 days",
            duration: "0:16",
            description:
              "Racking, layout checks and a new epoxy floor: how our team equips a distribution center in Dammam.",
          },
          {
            video: "smart-platform",
            title: "The smart logistics platform explained",
            duration: "0:16",
            description:
              "How the platform forecasts demand and tracks stock and trucks in real time.",
          },
        ],
      },
    ],
  },
} satisfies Pages<"news" | "blogs" | "videos">;

export const news: Article[] = [
  {
    slug: "rawafed-at-riyadh-logistics-exhibition-2025",
    date: "2025-05-05",
    title: "Rawafed Group to exhibit at booth 2A90 from 27 to 29 May 2025",
    summary:
      "The group will present its storage products, Rawafed Park and its smart logistics platform at the logistics and supply chain exhibition in Riyadh.",
    body: [
      "Rawafed Group will take part in the logistics and supply chain exhibition held in Riyadh from 27 to 29 May 2025. Visitors will find the group at booth 2A90, open every day from 4 PM to 10 PM.",
      "On the booth, the group's engineers will present the latest racking systems and dock equipment from its factories, a model of Rawafed Park and live demonstrations of the AI-supported logistics platform.",
      "Business visitors can request an invitation through the group's website and book a meeting with a specialist in advance.",
    ],
  },
  {
    slug: "smart-logistics-platform-launch",
    date: "2025-02-10",
    title: "Rawafed launches its AI-supported smart logistics platform",
    summary:
      "The platform, developed in-house, gives clients demand forecasts and a live view of their stock, orders and shipments.",
    body: [
      "Rawafed Group has launched its smart logistics platform, an AI-supported service that forecasts demand and shows stock, orders and trucks in real time.",
      "The platform was developed by the group's digital team and tested for a year on the group's own operations, most recently at Rawafed Park. All clients of the integrated logistics services now use it as standard, and other companies can subscribe to it.",
      '"Our clients asked for the same visibility we have on our own operations. The platform gives it to them in one screen," said Reem Abdullah Al-Anazi, Chief Digital Officer.',
    ],
  },
  {
    slug: "rawafed-park-opens",
    date: "2024-11-18",
    title: "Rawafed Park opens in Riyadh",
    summary:
      "The 149 million riyal logistics park adds 44,000 pallet positions and 25 cold rooms to the group's capacity.",
    body: [
      "Rawafed Group has opened Rawafed Park, its logistics park in Riyadh, built at a cost of 149 million riyals on a site of 40,000 square meters, of which 28,000 are built up.",
      "The park offers 44,000 pallet positions, 25 cold rooms operating between -25 and 5 °C, a main warehouse of 25,000 square meters with a height of 21 meters, and 38 loading gates.",
      "A three-floor administrative building of 3,000 square meters provides 40 offices for the park's team and its tenants.",
    ],
  },
  {
    slug: "new-board-term-2024",
    date: "2024-09-17",
    title: "The new board of directors begins its term",
    summary:
      "The five-member board elected by the general assembly took office on 16 September 2024 for a term ending on 15 September 2028.",
    body: [
      "The board of directors of Rawafed Group, elected by the ordinary general assembly, began its term on 16 September 2024. The term runs until 15 September 2028.",
      "At its first meeting, the board elected Abdulaziz Saleh Al-Rashed as chairman and Fahad Mohammed Al-Otaibi as vice chairman, and formed the audit committee of three members and the remuneration and nominations committee.",
    ],
  },
];

export const blogs: Article[] = [
  {
    slug: "choosing-the-right-racking-system",
    date: "2025-03-12",
    title: "How to choose the right racking system for your warehouse",
    summary:
      "Selective, drive-in or very narrow aisle? Five questions to answer before you order racking.",
    author: "Abdulrahman Khalid Al-Shammari",
    body: [
      "The right racking system depends less on the building than on what you store and how it moves. Start with your stock profile: how many different items you hold, how many pallets of each, and how often they leave the warehouse.",
      "Selective racking gives direct access to every pallet and suits a wide range of items. Drive-in racking stores many pallets of the same item densely, which works well for cold rooms where space is expensive. Very narrow aisle racking uses the full height of modern warehouses but needs special trucks.",
      "Then check the floor: its flatness and load capacity limit how high you can build. Finally, plan for growth and for safety inspections, and make sure the design is calculated by a licensed engineer.",
    ],
  },
  {
    slug: "cold-chain-storage-in-saudi-arabia",
    date: "2025-01-22",
    title: "Cold chain storage in Saudi Arabia: what to get right",
    summary:
      "Temperatures above 45 °C outside and below -20 °C inside: the essentials of storing food and medicine safely.",
    author: "Eng. Omar Hassan Al-Zahrani",
    body: [
      "In a Saudi summer the gap between the yard and a frozen store can exceed 65 degrees. Every door opening, every badly sealed truck and every minute on the dock puts the product at risk.",
      "Good cold chain storage starts with zoning: separate rooms for frozen, chilled and temperature-controlled products, each with its own set point and alarms. Insulated docks with levelers and shelters keep the cold inside during loading.",
      "Finally, records matter as much as temperatures. Continuous monitoring, calibrated sensors and reports that customers and inspectors can check make the difference between a claim and a trusted supplier.",
    ],
  },
  {
    slug: "ai-in-warehouse-operations",
    date: "2024-12-04",
    title: "Three ways AI already improves warehouse operations",
    summary:
      "Forecasting, slotting and transport planning: where artificial intelligence pays off today.",
    author: "Reem Abdullah Al-Anazi",
    body: [
      "Artificial intelligence in logistics is often presented as robots and driverless trucks. The quickest gains are more modest and come from better decisions made with data you already have.",
      "Demand forecasting is the first: models that learn from past orders, promotions and seasons predict volumes more accurately than spreadsheets, so staff and space are planned ahead. Slotting comes next, placing fast-moving items where pickers reach them quickly.",
      "Transport planning completes the picture, grouping orders and choosing routes that fill trucks better and shorten delivery times.",
    ],
  },
];
