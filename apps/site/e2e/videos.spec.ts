import { expect, test } from "./fixtures";

for (const locale of ["en", "ar"] as const) {
  test(`every video card plays its video, with captions in both languages (${locale})`, async ({
    page,
    request,
  }) => {
    await page.goto(`/${locale}/videos`);
    const videos = page.locator("main video");
    const count = await videos.count();
    expect(count).toBe(4);
    for (const video of await videos.all()) {
      await expect(video).toHaveAttribute("controls", "");
      await expect(video).toHaveAttribute("poster", /\/videos\/.+\.poster\.webp$/);
      // Every file behind the player is there, as what it says it is.
      for (const [selector, attribute, type] of [
        ["source[type='video/webm']", "src", "video/webm"],
        ["source[type='video/mp4']", "src", "video/mp4"],
        [`track[srclang='en']`, "src", "text/vtt"],
        [`track[srclang='ar']`, "src", "text/vtt"],
      ] as const) {
        const src = (await video.locator(selector).getAttribute(attribute)) ?? "";
        const response = await request.get(src);
        expect(response.status(), src).toBe(200);
        expect(response.headers()["content-type"], src).toContain(type);
      }
      await expect(video.locator(`track[srclang='${locale}']`)).toHaveAttribute("default", "");
      const poster = (await video.getAttribute("poster")) ?? "";
      expect((await request.get(poster)).status()).toBe(200);
    }

    // The first one plays: its time advances.
    const first = videos.first();
    await first.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      return element.play();
    });
    await expect
      .poll(() => first.evaluate((element: HTMLVideoElement) => element.currentTime))
      .toBeGreaterThan(0.5);
    // The page's own captions are showing.
    const showing = await first.evaluate((element: HTMLVideoElement) =>
      Array.from(element.textTracks)
        .filter((track) => track.mode === "showing")
        .map((track) => track.language),
    );
    expect(showing).toEqual([locale]);
  });
}
