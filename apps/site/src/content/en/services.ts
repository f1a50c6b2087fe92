import type { Service } from "../schema";

export const services: Service[] = [
  {
    slug: "storage-solutions",
    title: "Storage solutions",
    summary:
      "Racking, loading equipment, lifting, fire protection and flooring for warehouses, supplied, installed and maintained by one team.",
    body: [
      "A warehouse performs only as well as its equipment. We supply everything inside the walls, from the racking made in our Al Qassim factory to the dock levelers, lifts, firefighting systems and floors, and we install it with our own crews.",
      "Every project is designed by our engineers, delivered on an agreed schedule and backed by maintenance contracts and periodic safety inspections.",
      "The full catalog of our storage products, with specifications, dimensions and load tables, is available to download as a PDF.",
    ],
    items: [
      {
        id: "racking-systems",
        title: "Racking systems",
        summary:
          "Selective, drive-in, cantilever, very narrow aisle and mezzanine racking, made in our own factory.",
        body: [
          "Our racking is designed around your loads, your trucks and your building. Uprights and beams are roll-formed and powder-coated in our metal factory in Al Qassim, so we control quality and lead times.",
          "Our engineers calculate each installation, and our crews install it and label the load capacity of every bay. Annual inspections keep the racking safe throughout its life.",
        ],
        features: [
          "Selective pallet racking",
          "Drive-in and drive-through racking",
          "Cantilever racking for long goods",
          "Very narrow aisle racking",
          "Mezzanine floors and shelving",
          "Annual safety inspections",
        ],
      },
      {
        id: "dock-levelers",
        title: "Dock levelers",
        summary:
          "Hydraulic dock levelers that bridge the gap between the loading dock and the truck bed safely.",
        body: [
          "A dock leveler compensates for the difference in height between the dock and each truck, so forklifts and pallet trucks cross smoothly and safely.",
          "We supply swing-lip and telescopic-lip levelers with dock shelters and seals, including insulated versions for cold stores, and we maintain them under service contracts.",
        ],
        features: [
          "Swing-lip and telescopic-lip models",
          "Capacities up to 10 tonnes",
          "Insulated versions for cold rooms",
          "Dock shelters, seals and bumpers",
          "Preventive maintenance contracts",
        ],
      },
      {
        id: "fixed-elevators",
        title: "Fixed elevators",
        summary:
          "Goods lifts and scissor lifts that move loads safely between floors, mezzanines and dock levels.",
        body: [
          "Fixed goods lifts connect warehouse floors and mezzanines, while scissor lifts raise loads to dock height where the building has no dock.",
          "Each lift is sized for your loads and pallet dimensions and installed with the safety gates, interlocks and emergency stops required by the standards.",
        ],
        features: [
          "Goods lifts between floors",
          "Scissor lifts for docks and workstations",
          "Safety gates and interlocks",
          "Installation and certification",
          "Periodic maintenance",
        ],
      },
      {
        id: "mobile-ramps",
        title: "Mobile ramps",
        summary:
          "Steel yard ramps that let forklifts load and unload trucks where there is no dock.",
        body: [
          "A mobile ramp turns any yard into a loading area. Forklifts drive straight up into the truck, which speeds up loading at sites without a dock or during peak periods.",
          "Our ramps are made of steel with a grating surface for grip and adjust hydraulically to the height of each truck.",
        ],
        features: [
          "Capacities from 6 to 12 tonnes",
          "Anti-slip steel grating",
          "Hydraulic height adjustment",
          "Towable with a forklift",
        ],
      },
      {
        id: "firefighting",
        title: "Firefighting",
        summary:
          "Sprinkler, in-rack protection, alarm and extinguishing systems designed for high-bay warehouses.",
        body: [
          "Warehouses hold a large fire load in a small space. Our engineers design protection for the real storage height and the goods you hold, combining ceiling sprinklers, in-rack sprinklers, detection and alarms.",
          "We install and test the systems and prepare the documents required for civil defense approval, then keep them in working order with regular maintenance.",
        ],
        features: [
          "Ceiling and in-rack sprinklers",
          "Fire detection and alarm systems",
          "Pumps and water tanks",
          "Extinguishers and hose reels",
          "Documents for civil defense approval",
        ],
      },
      {
        id: "epoxy-flooring",
        title: "Epoxy flooring",
        summary:
          "Seamless, hard-wearing epoxy floors for warehouses, factories and cold rooms, with marked aisles.",
        body: [
          "Epoxy flooring protects concrete from wear, oil and chemicals, keeps dust down and makes the floor easy to clean, which is essential for food and pharmaceutical storage.",
          "We prepare the surface, apply the coating system suited to the traffic and temperature, and mark aisles, pedestrian routes and storage zones.",
        ],
        features: [
          "Self-leveling and anti-slip systems",
          "Versions for cold rooms",
          "Resistance to oil and chemicals",
          "Aisle and safety markings",
        ],
      },
    ],
  },
  {
    slug: "logistics-consulting",
    title: "Logistics consulting",
    summary:
      "Warehouse design, supply chain assessments and operations improvement, by consultants who also run warehouses.",
    body: [
      "Our consultants turn data into decisions. They study your volumes, flows and costs and recommend solutions that are realistic to build, staff and operate.",
      "Because the group also builds and runs warehouses, every recommendation is priced with real figures and can be delivered end to end.",
    ],
    items: [
      {
        id: "warehouse-design",
        title: "Warehouse design",
        summary:
          "Layouts, racking concepts and material flows sized for today's stock and tomorrow's.",
        body: [
          "We start from your order and stock data to size storage, picking and dock areas, then compare several concepts with their capacity, cost and productivity.",
          "The result is a detailed layout, an equipment list and a budget that our engineers and factories can deliver.",
        ],
        features: [
          "Data analysis of orders and stock",
          "Layouts and flow diagrams",
          "Choice of racking and handling equipment",
          "Capital and operating budgets",
        ],
      },
      {
        id: "supply-chain-assessment",
        title: "Supply chain assessment",
        summary: "A fact-based review of your network, inventory and logistics costs.",
        body: [
          "We map your suppliers, warehouses and customers, measure service levels and costs, and identify where stock, distance or process add cost without adding value.",
          "You receive a prioritized plan with quick wins and longer-term projects, each with its expected savings.",
        ],
        features: [
          "Network and inventory analysis",
          "Cost to serve by customer and channel",
          "Benchmarking of service levels",
          "Prioritized improvement plan",
        ],
      },
      {
        id: "operations-improvement",
        title: "Operations improvement",
        summary: "Higher productivity, accuracy and safety in the warehouses you already run.",
        body: [
          "Our consultants work on your floor with your teams to redesign processes, improve slotting and set up performance indicators.",
          "We stay until the improvements are measured and embedded, and train your supervisors to sustain them.",
        ],
        features: [
          "Process and slotting review",
          "Performance indicators and dashboards",
          "Safety walk-throughs",
          "Supervisor training",
        ],
      },
    ],
  },
  {
    slug: "integrated-logistics",
    title: "Integrated logistics",
    summary:
      "Warehousing, fulfilment, transport and cold chain run for you under one contract and one set of indicators.",
    body: [
      "We run the whole flow of your goods, from receiving at the warehouse to delivery at your customer's door, with our own teams, facilities and vehicles.",
      "You follow every order in real time on our smart logistics platform and review performance with us every month.",
    ],
    items: [
      {
        id: "warehousing-fulfilment",
        title: "Warehousing and fulfilment",
        summary:
          "Receiving, storage, picking, packing and returns for pallets, cartons and single items.",
        body: [
          "We store your goods at Rawafed Park or in our branches and prepare orders for stores, distributors and online customers.",
          "Value-added services such as labeling, kitting and quality checks are carried out on site.",
        ],
        features: [
          "Receiving and quality checks",
          "Pallet, carton and item picking",
          "Labeling and kitting",
          "Returns management",
        ],
      },
      {
        id: "transport-distribution",
        title: "Transport and distribution",
        summary:
          "Scheduled and on-demand deliveries across the Kingdom, planned to fill every truck.",
        body: [
          "We plan routes and loads on our platform to deliver on time while keeping trucks full, from daily store replenishment to project deliveries.",
          "Drivers confirm each delivery electronically, and you see the proof of delivery as soon as it happens.",
        ],
        features: [
          "Store and customer deliveries",
          "Route planning and tracking",
          "Electronic proof of delivery",
          "Dedicated or shared fleet",
        ],
      },
      {
        id: "cold-chain",
        title: "Cold chain",
        summary: "Frozen and chilled storage and delivery with continuous temperature records.",
        body: [
          "Our 25 cold rooms at Rawafed Park keep products between -25 and 5 °C, and refrigerated vehicles carry them to your customers.",
          "Temperatures are recorded continuously from receiving to delivery, and reports are available for your quality team and inspectors.",
        ],
        features: [
          "Frozen and chilled storage",
          "Refrigerated delivery",
          "Continuous temperature monitoring",
          "Reports for audits and inspections",
        ],
      },
    ],
  },
  {
    slug: "consulting-engineers",
    title: "Consulting engineers",
    summary:
      "Licensed engineers who design warehouse structures and prepare storage facilities for civil defense approval.",
    body: [
      "Our consulting engineers unit brings together structural, mechanical and fire protection engineers who specialize in storage buildings.",
      "They work for the group's projects and for external clients who need an independent design or a compliance review.",
    ],
    items: [
      {
        id: "structural-design",
        title: "Structural design",
        summary: "Engineered designs for warehouses, mezzanines and racking structures.",
        body: [
          "We design steel buildings, mezzanines and rack-supported structures to the Saudi Building Code and produce the calculations and drawings needed for permits and fabrication.",
          "Our designs are checked against the real loads of your racking and equipment, not generic assumptions.",
        ],
        features: [
          "Steel building design",
          "Racking and mezzanine calculations",
          "Permit and shop drawings",
          "Site supervision",
        ],
      },
      {
        id: "civil-defense-compliance",
        title: "Civil defense compliance",
        summary: "Fire and life safety studies and documents for civil defense approval.",
        body: [
          "We review your facility against the requirements of the civil defense, design the fire protection and escape routes, and prepare the full approval file.",
          "For existing warehouses, we identify gaps and propose practical corrective works.",
        ],
        features: [
          "Fire and life safety studies",
          "Escape route and signage design",
          "Approval file preparation",
          "Audits of existing warehouses",
        ],
      },
    ],
  },
  {
    slug: "smart-logistics-platform",
    title: "Smart logistics platform",
    summary:
      "An AI-supported platform that forecasts demand and shows stock, orders and shipments in real time.",
    body: [
      "Developed by our digital team and proven on our own operations, the platform turns logistics data into forecasts and decisions.",
      "It connects to common ERP and warehouse management systems, and its data is hosted in Saudi Arabia.",
    ],
    items: [
      {
        id: "demand-forecasting",
        title: "Demand forecasting",
        summary: "Machine learning forecasts by product, site and week, including seasonal peaks.",
        body: [
          "Models learn from your order history, promotions and the calendar, including Ramadan and the holidays, to forecast volumes weeks ahead.",
          "Forecasts feed staffing, space and replenishment plans, so you prepare for peaks instead of reacting to them.",
        ],
        features: [
          "Forecasts by product and site",
          "Seasonal and promotion effects",
          "Staffing and space planning",
          "Accuracy tracking",
        ],
      },
      {
        id: "control-tower",
        title: "Logistics control tower",
        summary: "One live view of stock, orders, trucks and alerts across all your sites.",
        body: [
          "The control tower brings warehouse and transport data into one screen, with alerts when an order is late, stock runs low or a cold room drifts out of range.",
          "Managers drill down from a national view to a single shipment, and share reports with their teams and customers.",
        ],
        features: [
          "Real-time stock and order status",
          "Truck tracking",
          "Alerts and exceptions",
          "Shareable reports",
        ],
      },
    ],
  },
];
