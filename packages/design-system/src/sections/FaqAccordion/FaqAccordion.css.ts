import { globalStyle, style } from "@vanilla-extract/css";
import { chevron, panel, trigger } from "../../components/Accordion/Accordion.css";
import { vars } from "../../tokens/theme.css";
import { body, tone } from "../shared/section.css";

export const questions = style({ maxInlineSize: "52rem" });

// On the brand band the questions and answers are light on the navy ground, the chevrons gold.
const onBand = `${tone.brand} ${questions}`;
globalStyle(`${onBand} ${trigger}`, { color: vars.color.textOnBrand });
globalStyle(`${onBand} ${trigger}:hover`, { backgroundColor: vars.color.brandStrong });
globalStyle(`${onBand} ${chevron}`, { color: vars.color.gold });
globalStyle(`${onBand} ${panel}, ${onBand} ${body}`, { color: vars.color.textOnBrand });
