import { chromium } from "playwright";
import { readFileSync } from "node:fs";
const axe = readFileSync("node_modules/axe-core/axe.min.js", "utf8");
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const p = await b.newPage({ viewport: { width: 1280, height: 900 } });
for (const [mode, id] of [["story", "forms-comics-profileform--arabic"], ["docs", "forms-comics-profileform--docs"]]) {
  await p.goto(`http://127.0.0.1:6008/iframe.html?viewMode=${mode}&id=${id}`);
  await p.waitForSelector("button[aria-describedby='profile-photo-accept']");
  await p.waitForTimeout(1500);
  await p.addScriptTag({ content: axe });
  const r = await p.evaluate(async () => { const res = await axe.run(document, { runOnly: ["label-content-name-mismatch"] }); return res.violations.map(v => v.nodes.map(n => n.failureSummary + " || " + n.html.slice(0, 300))); });
  console.log(mode, JSON.stringify(r, null, 1).slice(0, 1500));
  console.log(await p.evaluate(() => [...document.querySelectorAll("button[aria-describedby='profile-photo-accept']")].map(b => b.getAttribute("aria-labelledby").split(" ").map(i => JSON.stringify(document.getElementById(i)?.textContent)).join(" + ") + " | visible: " + JSON.stringify(b.textContent))));
}
await b.close();
