// For stories only. A form taller than the screenshot viewport is captured with a blank, unpainted
// part below the fold, and that part changes from run to run. The frame keeps the story within
// the viewport (it scrolls inside), so each screenshot shows the same painted top of the form.
import type { Decorator } from "@storybook/react-vite";

export const FRAME_ATTRIBUTE = "data-story-frame";

export const viewportFrame: Decorator = (Story) => (
  <div {...{ [FRAME_ATTRIBUTE]: "" }} style={{ maxBlockSize: "760px", overflowY: "auto" }}>
    <Story />
  </div>
);
