// One locale's whole catalog, assembled from its areas (`catalog.ts`), each from one JSON file per
// domain. Add a domain in both locales, to the area its ids' prefix names.

import comics from "./areas/comics";
import site from "./areas/site";
import mail from "./mail.json";
import nationalities from "./nationalities.json";
import studio from "./studio.json";

export default { ...site, ...comics, ...nationalities, ...studio, ...mail };
