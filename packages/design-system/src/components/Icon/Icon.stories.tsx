import { useT } from "@rawafed/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { vars } from "../../tokens/theme.css";
import { Icon, iconNames } from "./Icon";
import * as components from "./icons";

/** Every bundled icon, decorative by default, in the brand colour. */
function Gallery() {
  return (
    <ul
      style={{
        display: "grid",
        gridTemplateColumns: "repeat(auto-fill, 3rem)",
        gap: "1rem",
        margin: 0,
        padding: 0,
        listStyle: "none",
        color: vars.color.brand,
      }}
    >
      {iconNames.map((name) => (
        <li key={name} data-testid={name}>
          <Icon name={name} size={32} />
        </li>
      ))}
    </ul>
  );
}

const iconComponents = Object.entries(components).filter(
  (entry): entry is [string, (props: { className?: string }) => React.JSX.Element] =>
    typeof entry[1] === "function",
);

/** Every icon component of the sections and comics, at the size of the text around it. */
function Components() {
  return (
    <ul
      style={{
        display: "grid",
        gridTemplateColumns: "repeat(auto-fill, 3rem)",
        gap: "1rem",
        margin: 0,
        padding: 0,
        listStyle: "none",
        fontSize: 26,
        color: vars.color.brand,
      }}
    >
      {iconComponents.map(([name, Component]) => (
        <li key={name} data-testid={name}>
          <Component />
        </li>
      ))}
    </ul>
  );
}

function Labelled() {
  const t = useT();
  return <Icon name="download" size={32} label={t("action.download")} />;
}

const meta = {
  title: "Primitives/Icon",
  component: Gallery,
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

const transformOf = (element: Element) => getComputedStyle(element).transform;

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    const icons = canvasElement.querySelectorAll("svg");
    await expect(icons).toHaveLength(iconNames.length);
    for (const icon of icons) await expect(icon).toHaveAttribute("aria-hidden", "true");
    const chevron = within(canvasElement).getByTestId("chevron").querySelector("svg");
    await expect(transformOf(chevron as Element)).toBe("none");
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  play: async ({ canvasElement }) => {
    // Pointing icons face the reading direction; the others stay as drawn.
    const svgOf = (name: string) =>
      within(canvasElement).getByTestId(name).querySelector("svg") as Element;
    await expect(transformOf(svgOf("chevron"))).toBe("matrix(-1, 0, 0, 1, 0, 0)");
    await expect(transformOf(svgOf("arrow-up"))).toBe("none");
    await expect(transformOf(svgOf("facebook"))).toBe("none");
  },
};

export const LabelledEnglish: Story = {
  globals: { locale: "en" },
  render: () => <Labelled />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: "Download" })).toBeVisible();
  },
};

export const LabelledArabic: Story = {
  globals: { locale: "ar" },
  render: () => <Labelled />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: "تنزيل" })).toBeVisible();
  },
};

export const ComponentsEnglish: Story = {
  globals: { locale: "en" },
  render: () => <Components />,
  play: async ({ canvasElement }) => {
    const icons = canvasElement.querySelectorAll("svg");
    await expect(icons).toHaveLength(iconComponents.length);
    for (const icon of icons) await expect(icon).toHaveAttribute("aria-hidden", "true");
    const arrow = within(canvasElement).getByTestId("ArrowIcon").querySelector("svg");
    await expect(transformOf(arrow as Element)).toBe("none");
  },
};

export const ComponentsArabic: Story = {
  globals: { locale: "ar" },
  render: () => <Components />,
  play: async ({ canvasElement }) => {
    // Arrows and chevrons face the reading direction; the others stay as drawn.
    const svgOf = (name: string) =>
      within(canvasElement).getByTestId(name).querySelector("svg") as Element;
    for (const name of ["ArrowIcon", "ChevronIcon", "ChevronBackIcon"]) {
      await expect(transformOf(svgOf(name))).toBe("matrix(-1, 0, 0, 1, 0, 0)");
    }
    for (const name of ["ChevronDownIcon", "PlayIcon", "DownloadIcon", "BookIcon"]) {
      await expect(transformOf(svgOf(name))).toBe("none");
    }
  },
};
