import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { RichText } from "./RichText";

// What the server's renderer makes of a stored document (`@tiptap/static-renderer`): every block
// with `dir="auto"`, so a paragraph in the other script reads in its own direction.
const english = [
  '<h2 dir="auto">Cold rooms and docks</h2>',
  '<p dir="auto">Rawafed Park has <strong>25 cold rooms</strong> from -25 to 5 °C, and <a rel="noopener noreferrer" href="https://example.com">38 loading gates</a>.</p>',
  '<ul dir="auto"><li dir="auto"><p dir="auto">Frozen, chilled and ambient zones</p></li><li dir="auto"><p dir="auto">مراقبة مستمرة لدرجات الحرارة</p></li></ul>',
  '<blockquote dir="auto"><p dir="auto">"Our clients asked for the same visibility we have."</p></blockquote>',
  '<table dir="auto"><tbody><tr dir="auto"><th dir="auto"><p dir="auto">Zone</p></th><th dir="auto"><p dir="auto">Range</p></th></tr><tr dir="auto"><td dir="auto"><p dir="auto">Frozen</p></td><td dir="auto"><p dir="auto">-25 to -18 °C</p></td></tr></tbody></table>',
].join("");
const arabic = [
  '<h2 dir="auto">الغرف المبردة والأرصفة</h2>',
  '<p dir="auto">يضم مجمع روافد اللوجستي <strong>25 غرفة مبردة</strong> من -25 إلى 5 درجات مئوية، و<a rel="noopener noreferrer" href="https://example.com">38 بوابة تحميل</a>.</p>',
  '<ol dir="auto"><li dir="auto"><p dir="auto">مناطق للمجمد والمبرد والجاف</p></li><li dir="auto"><p dir="auto">Continuous temperature records</p></li></ol>',
  '<blockquote dir="auto"><p dir="auto">«طلب عملاؤنا الرؤية نفسها التي نملكها على عملياتنا».</p></blockquote>',
].join("");

const meta = {
  title: "Components/RichText",
  component: RichText,
  // A list beside the body: the body's styles must not reach it (a selector list once did).
  render: (args) => (
    <>
      <RichText {...args} />
      <ul data-testid="outside">
        <li>—</li>
      </ul>
    </>
  ),
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Markers and the quote's rule sit where the text starts: the inline start, in either direction. */
const startsInline: Story["play"] = async ({ canvasElement }) => {
  const list = canvasElement.querySelector("ul, ol") as HTMLElement;
  const quote = canvasElement.querySelector("blockquote") as HTMLElement;
  const dir = getComputedStyle(canvasElement).direction;
  const side = dir === "rtl" ? "Right" : "Left";
  await expect(Number.parseFloat(getComputedStyle(list)[`padding${side}`])).toBeGreaterThan(0);
  await expect(Number.parseFloat(getComputedStyle(quote)[`border${side}Width`])).toBeGreaterThan(0);
  const outside = canvasElement.querySelector("[data-testid=outside]") as HTMLElement;
  await expect(getComputedStyle(outside).display).toBe("block");
};

export const English: Story = {
  args: { html: english },
  globals: { locale: "en" },
  play: startsInline,
};

export const Arabic: Story = {
  args: { html: arabic },
  globals: { locale: "ar" },
  play: startsInline,
};
