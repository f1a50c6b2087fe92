import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "../../tokens/theme.css";

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideFromEnd = keyframes({
  from: { transform: "translateX(var(--dialog-slide-from))" },
  to: { transform: "translateX(0)" },
});

export const overlay = style({
  position: "fixed",
  inset: 0,
  zIndex: 40,
  backgroundColor: "rgb(7 42 64 / 0.55)",
  animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}`,
  "@media": { [media.reducedMotion]: { animation: "none" } },
});

const contentBase = style({
  position: "fixed",
  zIndex: 41,
  display: "flex",
  flexDirection: "column",
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  // A focused landmark (skip link target) needs no ring; this outranks the global :focus-visible.
  selectors: { "&:focus, &:focus-visible": { outline: "none" } },
});

export const content = styleVariants({
  center: [
    contentBase,
    {
      insetBlockStart: "50%",
      insetInlineStart: "50%",
      transform: "translate(-50%, -50%)",
      inlineSize: `min(calc(100vw - ${vars.space.xl}), 32rem)`,
      maxBlockSize: `calc(100dvh - ${vars.space.xl})`,
      borderRadius: vars.radius.lg,
      animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}`,
      selectors: {
        // `translate(-50%)` centres from the physical left edge; from the right in rtl.
        '[dir="rtl"] &': { transform: "translate(50%, -50%)" },
      },
      "@media": { [media.reducedMotion]: { animation: "none" } },
    },
  ],
  end: [
    contentBase,
    {
      vars: { "--dialog-slide-from": "100%" },
      insetBlock: 0,
      insetInlineEnd: 0,
      inlineSize: "min(100vw, 24rem)",
      animation: `${slideFromEnd} ${vars.motion.normal} ${vars.motion.easing}`,
      selectors: { '[dir="rtl"] &': { vars: { "--dialog-slide-from": "-100%" } } },
      "@media": { [media.reducedMotion]: { animation: "none" } },
    },
  ],
});

export const header = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  paddingInlineStart: vars.space.lg,
  paddingInlineEnd: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  color: vars.color.brand,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
});

export const body = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  padding: vars.space.lg,
  overflowY: "auto",
  flex: "1 1 auto",
});

export const close = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  inlineSize: vars.size.target,
  blockSize: vars.size.target,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.round,
  backgroundColor: "transparent",
  color: vars.color.brand,
  cursor: "pointer",
  selectors: { "&:hover": { backgroundColor: vars.color.surfaceMuted } },
});
