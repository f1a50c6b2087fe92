import type { PictureAlts } from "../pictures";

/** What each picture shows, for people who cannot see it. */
export const pictureAlts: PictureAlts = {
  "home-hero":
    "A large modern warehouse with trucks at its loading docks, a factory behind it and palm trees on the desert horizon at sunset",
  "services-overview":
    "Inside a warehouse: tall pallet racking full of goods, a forklift and a worker in a hard hat",
  "storage-consultancy":
    "Two engineers, one holding a tablet, study a warehouse floor plan in front of pallet racking",
  "integrated-logistics":
    "Trucks leave a distribution warehouse along a route that links delivery points on a map",
  "smart-platform":
    "A logistics control room with large screens showing demand charts, stock levels and truck routes on a map",
  "rawafed-park":
    "Aerial view of a logistics park: a very large warehouse, a row of cold rooms, many loading gates, a three-storey office building, a car park and gatehouses",
  "wood-factory":
    "A timber saw line in the wood factory, with stacks of new wooden pallets and a forklift",
  "metal-factory":
    "Steel coils feeding an automated roll-forming line that makes racking uprights, watched over by a robotic arm",
  "consulting-engineers":
    "Engineers in hard hats review drawings beside a steel structure under construction",
  "logistics-consulting":
    "A meeting table with charts on the wall and a warehouse visible through the window",
  "racking-systems":
    "Rows of selective pallet racking loaded with pallets and boxes, with a mezzanine",
  "dock-levelers":
    "A hydraulic dock leveler bridging a loading dock and a truck bed, with a pallet truck crossing it",
  "fixed-elevators": "A goods lift carrying pallets between two warehouse floors",
  "mobile-ramps": "A forklift driving up a mobile yard ramp into a container",
  firefighting:
    "Sprinkler pipes under a warehouse roof, a fire hose cabinet and fire extinguishers on the wall",
  "epoxy-flooring":
    "A glossy epoxy warehouse floor with painted safety lanes and a floor grinding machine",
  "news-exhibition":
    "An exhibition booth with a racking model, screens and visitors talking to the team",
  "news-platform-launch":
    "A presenter on stage in front of a large screen showing the logistics platform's dashboard",
  "news-park-opens":
    "Trucks arriving at the gate of the logistics park, decorated with a ribbon and flags",
  "news-board-term": "A boardroom with five board members seated at a long table",
  "blog-racking": "Close-up of racking uprights and beams with their load signs and stacked boxes",
  "blog-cold-chain": "Inside a frosty cold room, with a refrigerated truck waiting at the door",
  "blog-ai-warehouse":
    "Autonomous robots moving shelves across a warehouse while a drone scans the racking",
};
