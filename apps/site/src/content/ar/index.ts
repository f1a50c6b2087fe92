import { defineContent } from "../schema";
import { aboutPages } from "./about";
import { homePages } from "./home";
import { investorPages } from "./investors";
import { mediaPages } from "./media";
import { miscPages } from "./misc";
import { pictureAlts } from "./pictures";
import { sectorPages } from "./sectors";
import { services } from "./services";

export default defineContent(
  {
    pages: {
      ...homePages,
      ...aboutPages,
      ...investorPages,
      ...sectorPages,
      ...mediaPages,
      ...miscPages,
    },
    services,
  },
  pictureAlts,
);
