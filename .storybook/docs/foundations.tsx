// Blocks of the foundations pages: each draws from the tokens themselves (`tokens/values.ts`) or
// from the components, so a page cannot drift from what the system ships.
import { catalogs } from "@rawafed/i18n/catalogs";
import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from "react";
import { Icon, iconNames } from "../../packages/design-system/src/components/Icon/Icon";
import * as glyphs from "../../packages/design-system/src/components/Icon/icons";
import {
  colourPairs,
  contrastRatio,
  minimumRatio,
} from "../../packages/design-system/src/tokens/contrast";
import { media } from "../../packages/design-system/src/tokens/theme.css";
import { breakpoints, textFont, tokens } from "../../packages/design-system/src/tokens/values";

const cell: CSSProperties = {
  paddingBlock: "0.5rem",
  paddingInline: "0.75rem",
  borderBlockEnd: "1px solid #d5d9de",
  textAlign: "start",
  verticalAlign: "middle",
};

function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <table style={{ borderCollapse: "collapse", inlineSize: "100%", marginBlock: "1rem" }}>
      <thead>
        <tr>
          {head.map((label) => (
            <th key={label} scope="col" style={cell}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

const code: CSSProperties = { fontFamily: "ui-monospace, monospace", fontSize: "0.875rem" };

/** Every colour token: its swatch, name and value. */
export function ColourSwatches() {
  return (
    <Table head={["Swatch", "Token", "Value"]}>
      {Object.entries(tokens.color).map(([name, value]) => (
        <tr key={name}>
          <td style={cell}>
            <span
              style={{
                display: "inline-block",
                inlineSize: "3rem",
                blockSize: "2rem",
                background: value,
                border: "1px solid #4a5866",
                borderRadius: 4,
              }}
            />
          </td>
          <td style={{ ...cell, ...code }}>vars.color.{name}</td>
          <td style={{ ...cell, ...code }}>{value}</td>
        </tr>
      ))}
    </Table>
  );
}

/** The text colour that reads on a ground: the body's, or the light one on navy. */
function readableOn(background: string): string {
  const { text, textOnBrand } = tokens.color;
  return contrastRatio(text, background) >= contrastRatio(textOnBrand, background)
    ? text
    : textOnBrand;
}

/** Each pairing the components use, with its contrast ratio and WCAG 2.2 AA's verdict. */
export function ContrastTable() {
  return (
    <Table head={["Sample", "Pair", "Used for", "Ratio", "AA"]}>
      {colourPairs.map((pair) => {
        const foreground = tokens.color[pair.foreground];
        const background = tokens.color[pair.background];
        const ratio = contrastRatio(foreground, background);
        const minimum = minimumRatio[pair.kind];
        const passes = ratio >= minimum;
        return (
          <tr key={`${pair.foreground}-${pair.background}-${pair.kind}`}>
            <td style={cell}>
              <span
                style={{
                  display: "inline-block",
                  paddingInline: "0.75rem",
                  paddingBlock: "0.25rem",
                  background,
                  fontWeight: 700,
                  // Text in the pair's colour; a boundary or ring in it, around text readable on
                  // the ground (the body's, or the light one on navy).
                  ...(pair.kind === "text"
                    ? { color: foreground }
                    : { color: readableOn(background), outline: `3px solid ${foreground}` }),
                }}
              >
                Aa أب
              </span>
            </td>
            <td style={{ ...cell, ...code }}>
              {pair.foreground} on {pair.background}
            </td>
            <td style={cell}>{pair.use}</td>
            <td style={cell}>
              {ratio.toFixed(2)}:1 (needs {minimum}:1, {pair.kind})
            </td>
            <td style={{ ...cell, fontWeight: 700, color: passes ? "#1e6b3a" : "#b3261e" }}>
              {passes ? "Pass" : "Fail"}
            </td>
          </tr>
        );
      })}
    </Table>
  );
}

const sample = {
  en: catalogs.en["page.home.title"],
  ar: catalogs.ar["page.home.title"],
};

/** The type scale in Latin and Arabic, at each weight, with its line height. */
export function TypeScale() {
  return (
    <Table head={["Token", "Size", "English", "Arabic"]}>
      {Object.entries(tokens.font.size).map(([name, size]) => (
        <tr key={name}>
          <td style={{ ...cell, ...code }}>font.size.{name}</td>
          <td style={{ ...cell, ...code }}>{size}</td>
          {(["en", "ar"] as const).map((locale) => (
            <td
              key={locale}
              lang={locale}
              dir={locale === "ar" ? "rtl" : "ltr"}
              style={{
                ...cell,
                fontFamily: textFont,
                fontSize: size,
                lineHeight: tokens.font.lineHeight.tight,
              }}
            >
              {sample[locale]}
            </td>
          ))}
        </tr>
      ))}
    </Table>
  );
}

/** Each weight and line height in both scripts, as body text. */
export function TypeWeights() {
  return (
    <Table head={["Weight", "Line height", "English", "Arabic"]}>
      {Object.entries(tokens.font.weight).flatMap(([weightName, weight]) =>
        Object.entries(tokens.font.lineHeight).map(([lineName, lineHeight]) => (
          <tr key={`${weightName}-${lineName}`}>
            <td style={{ ...cell, ...code }}>
              {weightName} ({weight})
            </td>
            <td style={{ ...cell, ...code }}>
              {lineName} ({lineHeight})
            </td>
            {(["en", "ar"] as const).map((locale) => (
              <td
                key={locale}
                lang={locale}
                dir={locale === "ar" ? "rtl" : "ltr"}
                style={{ ...cell, fontFamily: textFont, fontWeight: weight, lineHeight }}
              >
                {catalogs[locale]["page.home.intro"]}
              </td>
            ))}
          </tr>
        )),
      )}
    </Table>
  );
}

/** The font stack as the theme declares it. */
export function FontStack() {
  return <code style={code}>{textFont}</code>;
}

/** A group of tokens, one row each: its name, its value and, where given, a drawing of it. */
function TokenTable({
  group,
  values,
  draw,
  children,
}: {
  group: string;
  values: Readonly<Record<string, string>>;
  draw?: (value: string) => ReactNode;
  children?: ReactNode;
}) {
  return (
    <Table head={draw ? ["Token", "Value", ""] : ["Token", "Value"]}>
      {Object.entries(values).map(([name, value]) => (
        <tr key={name}>
          <td style={{ ...cell, ...code }}>
            {group}.{name}
          </td>
          <td style={{ ...cell, ...code }}>{value}</td>
          {draw ? <td style={cell}>{draw(value)}</td> : null}
        </tr>
      ))}
      {children}
    </Table>
  );
}

/** The space scale, each step drawn as a bar of its length. */
export function SpaceScale() {
  return (
    <TokenTable
      group="space"
      values={tokens.space}
      draw={(value) => (
        <span
          style={{
            display: "inline-block",
            inlineSize: value,
            blockSize: "1rem",
            background: tokens.color.brand,
          }}
        />
      )}
    />
  );
}

/** The radii, each on a box. */
export function RadiusScale() {
  return (
    <TokenTable
      group="radius"
      values={tokens.radius}
      draw={(value) => (
        <span
          style={{
            display: "inline-block",
            inlineSize: "4rem",
            blockSize: "2.5rem",
            borderRadius: value,
            border: `2px solid ${tokens.color.brand}`,
            background: tokens.color.surfaceMuted,
          }}
        />
      )}
    />
  );
}

/** The sizes the layout is built on: the touch target and the container's width. */
export function SizeTable() {
  return <TokenTable group="size" values={tokens.size} />;
}

/** The breakpoints and the media queries the styles use. */
export function BreakpointTable() {
  return (
    <Table head={["Name", "From", "Media query"]}>
      <tr>
        <td style={{ ...cell, ...code }}>mobile</td>
        <td style={{ ...cell, ...code }}>0 px</td>
        <td style={cell}>(the default: styles are written for phones first)</td>
      </tr>
      {Object.entries(breakpoints).map(([name, width]) => (
        <tr key={name}>
          <td style={{ ...cell, ...code }}>{name}</td>
          <td style={{ ...cell, ...code }}>{width} px</td>
          <td style={{ ...cell, ...code }}>{media[name as keyof typeof breakpoints]}</td>
        </tr>
      ))}
    </Table>
  );
}

/** The motion tokens, and the query that turns motion off. */
export function MotionTable() {
  return (
    <TokenTable group="motion" values={tokens.motion}>
      <tr>
        <td style={{ ...cell, ...code }}>media.reducedMotion</td>
        <td style={{ ...cell, ...code }}>{media.reducedMotion}</td>
      </tr>
    </TokenTable>
  );
}

/**
 * Whether the icon in the right-to-left cell is drawn mirrored, read from its computed style:
 * what the CSS does, not what a list says.
 */
function Mirrors({ children }: { children: ReactNode }) {
  const rtl = useRef<HTMLSpanElement>(null);
  const [mirrors, setMirrors] = useState<boolean | null>(null);
  useEffect(() => {
    const svg = rtl.current?.querySelector("svg");
    if (svg) setMirrors(getComputedStyle(svg).transform !== "none");
  }, []);
  return (
    <>
      <td style={cell} dir="ltr" lang="en">
        {children}
      </td>
      <td style={cell} dir="rtl" lang="ar">
        <span ref={rtl}>{children}</span>
      </td>
      <td style={cell}>{mirrors === null ? "" : mirrors ? "Mirrors" : "Same"}</td>
    </>
  );
}

/** Every icon, in a left-to-right and a right-to-left line, and whether it turns around. */
export function IconGallery() {
  // Every export that is an icon component (the module also exports a shape's path).
  const components = Object.entries(glyphs).flatMap(([name, glyph]) =>
    name.endsWith("Icon") && typeof glyph === "function"
      ? [[name, glyph as (props: { className?: string }) => ReactNode] as const]
      : [],
  );
  return (
    <>
      <h3>
        By name (<code>Icon</code>)
      </h3>
      <Table head={["Name", "Left to right", "Right to left", "In Arabic"]}>
        {iconNames.map((name) => (
          <tr key={name}>
            <td style={{ ...cell, ...code }}>{name}</td>
            <Mirrors>
              <Icon name={name} size={24} />
            </Mirrors>
          </tr>
        ))}
      </Table>
      <h3>As components</h3>
      <Table head={["Component", "Left to right", "Right to left", "In Arabic"]}>
        {components.map(([name, Glyph]) => (
          <tr key={name}>
            <td style={{ ...cell, ...code }}>{name}</td>
            <Mirrors>
              <span style={{ fontSize: 24 }}>
                <Glyph />
              </span>
            </Mirrors>
          </tr>
        ))}
      </Table>
    </>
  );
}
