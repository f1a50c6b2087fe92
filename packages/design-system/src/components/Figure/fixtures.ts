// Story fixtures: the abstract scene of ../Picture/fixtures with a caption, in English and Arabic.
import { scene } from "../Picture/fixtures";

export const captionedScene = {
  en: {
    ...scene.en,
    caption: "Morning over the valley: an illustration in the colours of the theme.",
  },
  ar: { ...scene.ar, caption: "الصباح فوق الوادي: رسم توضيحي بألوان السمة." },
};
