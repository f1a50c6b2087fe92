import type { Pages } from "../schema";

export const sectorPages = {
  services: {
    title: "Our services",
    description:
      "Storage solutions and racking, logistics consulting, integrated logistics, consulting engineers and a smart logistics platform, delivered by one Saudi group.",
    lead: "Whether you need a single dock leveler or a fully run distribution center, our services fit together so that you deal with one team from start to finish.",
    sections: [
      {
        kind: "cards",
        heading: "Service lines",
        items: [
          {
            title: "Storage solutions",
            body: "Racking systems, dock levelers, fixed elevators, mobile ramps, firefighting systems and epoxy flooring.",
            href: "serviceList:storage-solutions",
          },
          {
            title: "Logistics consulting",
            body: "Warehouse design, supply chain assessments and operations improvement.",
            href: "serviceList:logistics-consulting",
          },
          {
            title: "Integrated logistics",
            body: "Warehousing and fulfilment, transport and distribution, and cold chain.",
            href: "serviceList:integrated-logistics",
          },
          {
            title: "Consulting engineers",
            body: "Structural design of warehouses and preparation for civil defense approval.",
            href: "serviceList:consulting-engineers",
          },
          {
            title: "Smart logistics platform",
            body: "AI demand forecasting and a real-time control tower for your stock and shipments.",
            href: "serviceList:smart-logistics-platform",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Storage products",
        items: [
          {
            title: "Racking systems",
            body: "Selective, drive-in, cantilever and mezzanine racking made in our own factory.",
            href: "serviceDetail:storage-solutions/racking-systems",
          },
          {
            title: "Dock levelers",
            body: "Hydraulic levelers that bridge the gap between the dock and the truck bed.",
            href: "serviceDetail:storage-solutions/dock-levelers",
          },
          {
            title: "Fixed elevators",
            body: "Goods lifts and scissor lifts that move loads between floors and levels.",
            href: "serviceDetail:storage-solutions/fixed-elevators",
          },
          {
            title: "Mobile ramps",
            body: "Yard ramps that let forklifts load trucks where there is no dock.",
            href: "serviceDetail:storage-solutions/mobile-ramps",
          },
          {
            title: "Firefighting",
            body: "Sprinklers, in-rack protection, alarms and extinguishers designed for warehouses.",
            href: "serviceDetail:storage-solutions/firefighting",
          },
          {
            title: "Epoxy flooring",
            body: "Seamless, hard-wearing floors for warehouses, factories and cold rooms.",
            href: "serviceDetail:storage-solutions/epoxy-flooring",
          },
        ],
      },
      {
        kind: "cta",
        heading: "Not sure where to start?",
        body: "Describe your project and we will put you in touch with the right specialist.",
        action: "Request a consultation",
        href: "contactUs",
      },
    ],
  },

  storageConsultancyServices: {
    title: "Storage and logistics consultancy",
    description:
      "Warehouse design, supply chain assessments and operations improvement from consultants who also build and run warehouses. Plans that work on the floor.",
    lead: "Our consultants have designed, built and run warehouses themselves. Their recommendations are grounded in what works on the floor, and priced with real figures from our own projects.",
    sections: [
      {
        kind: "cards",
        heading: "Consultancy services",
        items: [
          {
            title: "Warehouse design",
            body: "Layouts, racking concepts and flows sized for your stock profile and growth.",
            href: "serviceDetail:logistics-consulting/warehouse-design",
          },
          {
            title: "Supply chain assessment",
            body: "A fact-based review of your network, inventory and costs, with a prioritized plan.",
            href: "serviceDetail:logistics-consulting/supply-chain-assessment",
          },
          {
            title: "Operations improvement",
            body: "Better productivity, accuracy and safety in the warehouses you already run.",
            href: "serviceDetail:logistics-consulting/operations-improvement",
          },
        ],
      },
      {
        kind: "cards",
        heading: "How an engagement runs",
        items: [
          {
            title: "1. Understand",
            body: "We visit your sites, interview your teams and collect order, stock and cost data.",
          },
          {
            title: "2. Analyze",
            body: "We model volumes, space and flows and compare options with their costs and risks.",
          },
          {
            title: "3. Recommend",
            body: "You receive a clear plan with drawings, budgets, a timeline and the expected savings.",
          },
          {
            title: "4. Deliver",
            body: "If you wish, the group builds, equips and runs the solution, so the plan becomes reality.",
          },
        ],
      },
      {
        kind: "cta",
        heading: "Start with a conversation",
        body: "An initial meeting to understand your needs is free of charge.",
        action: "Speak to a consultant",
        href: "contactUs",
      },
    ],
  },

  integratedLogisticsSolutionsSector: {
    title: "Integrated logistics solutions",
    description:
      "Warehousing, fulfilment, transport and cold chain run by Rawafed Group under one contract, from Rawafed Park in Riyadh and branches across the Kingdom.",
    lead: "Hand over your storage and distribution to one partner and focus on your business. We run the warehouse, the trucks and the cold chain under one contract, with one set of performance indicators.",
    sections: [
      {
        kind: "cards",
        heading: "What we run for you",
        items: [
          {
            title: "Warehousing and fulfilment",
            body: "Receiving, storage, picking, packing and returns, for pallets, cartons and single items.",
            href: "serviceDetail:integrated-logistics/warehousing-fulfilment",
          },
          {
            title: "Transport and distribution",
            body: "Scheduled and on-demand deliveries to stores, sites and customers across the Kingdom.",
            href: "serviceDetail:integrated-logistics/transport-distribution",
          },
          {
            title: "Cold chain",
            body: "Frozen and chilled storage and delivery with continuous temperature records.",
            href: "serviceDetail:integrated-logistics/cold-chain",
          },
        ],
      },
      {
        kind: "stats",
        heading: "Capacity at Rawafed Park",
        items: [
          { value: "44,000", label: "pallet positions" },
          { value: "25", label: "cold rooms" },
          { value: "-25 to 5 °C", label: "temperature range" },
          { value: "38", label: "loading gates" },
        ],
      },
      {
        kind: "text",
        heading: "Visibility at every step",
        paragraphs: [
          "Every operation we run is connected to our smart logistics platform. You see stock levels, order status and delivery confirmations in real time, and receive a monthly performance review against the indicators agreed in your contract.",
        ],
      },
      {
        kind: "cta",
        heading: "Ready to outsource your logistics?",
        body: "Share your volumes and service levels and we will prepare a tailored proposal.",
        action: "Request a proposal",
        href: "contactUs",
      },
    ],
  },

  smartReleasedSector: {
    title: "Smart logistics platform",
    description:
      "Rawafed Group's AI-supported logistics platform forecasts demand, plans space and transport, and shows stock and shipments in real time in one dashboard.",
    lead: "Our smart sector brings artificial intelligence to everyday logistics. The platform learns from your orders, stock and deliveries to forecast what comes next and help you plan for it.",
    sections: [
      {
        kind: "cards",
        heading: "Platform modules",
        items: [
          {
            title: "Demand forecasting",
            body: "Machine learning models that predict volumes by product, site and week, including seasons such as Ramadan.",
            href: "serviceDetail:smart-logistics-platform/demand-forecasting",
          },
          {
            title: "Logistics control tower",
            body: "One live view of stock, orders, trucks and alerts across all your sites.",
            href: "serviceDetail:smart-logistics-platform/control-tower",
          },
        ],
      },
      {
        kind: "text",
        heading: "Built on real operations",
        paragraphs: [
          "The platform was developed inside the group and tested first on our own warehouses and at Rawafed Park. It connects to common ERP and warehouse management systems, and your data stays hosted in Saudi Arabia.",
          "Clients of our integrated logistics services use it as standard. Other companies can subscribe to it for their own warehouses and fleets.",
        ],
      },
      {
        kind: "cta",
        heading: "See the platform in action",
        body: "Book a live demonstration with your own sample data.",
        action: "Book a demo",
        href: "contactUs",
      },
    ],
  },

  rawafedPark: {
    title: "Rawafed Park, Riyadh",
    description:
      "A 149 million riyal logistics park in Riyadh: 40,000 m², 44,000 pallet positions, 25 cold rooms from -25 to 5 °C and 38 loading gates, ready for your goods.",
    lead: "Rawafed Park is the group's logistics park in Riyadh, an investment of 149 million riyals designed for ambient, chilled and frozen goods, with the space, gates and security that large distributors need.",
    sections: [
      {
        kind: "stats",
        heading: "The park in figures",
        items: [
          { value: "149M", label: "riyals invested" },
          { value: "40,000 m²", label: "total area" },
          { value: "28,000 m²", label: "built-up area" },
          { value: "44,000", label: "pallet positions" },
          { value: "25", label: "cold rooms" },
          { value: "-25 to 5 °C", label: "cold room temperature range" },
          { value: "38", label: "loading gates" },
          { value: "25,000 m²", label: "main warehouse" },
          { value: "21 m", label: "main warehouse height" },
        ],
      },
      {
        kind: "stats",
        heading: "Security, parking and offices",
        items: [
          { value: "3", label: "security gates" },
          { value: "6", label: "guard rooms" },
          { value: "1,100 m²", label: "parking area" },
          { value: "38+", label: "car parking spaces" },
          { value: "3", label: "floors in the administrative building" },
          { value: "3,000 m²", label: "administrative building area" },
          { value: "40", label: "offices" },
        ],
      },
      {
        kind: "text",
        heading: "Designed for distributors",
        paragraphs: [
          "The main warehouse covers 25,000 square meters under a 21 meter high roof, which allows very narrow aisle racking and a high number of pallet positions on a compact footprint. Twenty-five cold rooms, each controlled separately, keep products between -25 and 5 °C.",
          "Thirty-eight loading gates with dock levelers keep trucks moving, while three security gates and six guard rooms control access around the clock. Tenants can rent offices in the three-floor administrative building, next to their stock.",
        ],
      },
      {
        kind: "cta",
        heading: "Space available at Rawafed Park",
        body: "Pallet positions, cold rooms and offices are available on short and long-term contracts.",
        action: "Ask about availability",
        href: "contactUs",
      },
    ],
  },

  woodFactory: {
    title: "Wood and pallet factory",
    description:
      "New, heat-treated and custom wooden pallets and crates made in Al Qassim by Rawafed Group, plus pallet repair and collection for warehouses and exporters.",
    lead: "Our wood factory in Al Qassim makes the pallets and crates that keep goods moving, in standard sizes or to your drawings, for the local market and for export.",
    sections: [
      {
        kind: "cards",
        heading: "Products and services",
        items: [
          {
            title: "Standard pallets",
            body: "Euro and industrial sizes in two-way and four-way entry, built for racking and handling.",
          },
          {
            title: "Heat-treated export pallets",
            body: "Pallets treated and marked to the ISPM 15 standard, accepted by customs worldwide.",
          },
          {
            title: "Custom crates and packaging",
            body: "Crates, skids and boxes made to size for machinery, spare parts and fragile goods.",
          },
          {
            title: "Pallet repair and collection",
            body: "We collect, sort and repair used pallets, which cuts your costs and reduces waste.",
          },
        ],
      },
      {
        kind: "text",
        heading: "Quality in every board",
        paragraphs: [
          "Timber is selected, cut and assembled on controlled lines, and every batch is checked for dimensions, nailing and moisture before dispatch. Offcuts are recycled into blocks and fuel, so very little leaves the factory as waste.",
        ],
      },
      {
        kind: "cta",
        heading: "Need pallets on a schedule?",
        body: "We supply recurring orders with agreed delivery dates to your warehouses.",
        action: "Request a quotation",
        href: "contactUs",
      },
    ],
  },

  metalFactory: {
    title: "Metal and steel factory",
    description:
      "Racking, steel structures and mezzanines made in Al Qassim since 1994. Half of the production lines of the Rawafed metal factory are automated.",
    lead: "Our metal factory began in Al Qassim in 1994 and has grown into the heart of the group's manufacturing. It produces the racking and steel structures we install across the Kingdom.",
    sections: [
      {
        kind: "stats",
        items: [
          { value: "1994", label: "year production started" },
          { value: "50%", label: "of production lines automated" },
        ],
      },
      {
        kind: "cards",
        heading: "What we make",
        items: [
          {
            title: "Racking components",
            body: "Uprights, beams, bracing and accessories roll-formed and powder-coated on site.",
            href: "serviceDetail:storage-solutions/racking-systems",
          },
          {
            title: "Steel structures",
            body: "Frames for warehouses, canopies and workshops, fabricated to engineered drawings.",
          },
          {
            title: "Mezzanine floors",
            body: "Raised platforms that add usable floor space inside an existing building.",
          },
          {
            title: "Custom fabrication",
            body: "Cages, trolleys, guard rails and equipment frames made to order.",
          },
        ],
      },
      {
        kind: "text",
        heading: "Automation and quality",
        paragraphs: [
          "Half of the factory's production lines are automated, from roll forming to robotic welding, which gives consistent quality and shorter lead times. Each batch is traceable, and load-bearing parts are tested before they leave the factory.",
        ],
      },
      {
        kind: "cta",
        heading: "Have a drawing to quote?",
        body: "Send us your specifications and our engineers will prepare an offer.",
        action: "Request a quotation",
        href: "contactUs",
      },
    ],
  },
} satisfies Pages<
  | "services"
  | "storageConsultancyServices"
  | "integratedLogisticsSolutionsSector"
  | "smartReleasedSector"
  | "rawafedPark"
  | "woodFactory"
  | "metalFactory"
>;
