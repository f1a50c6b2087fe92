// Writes the site's downloadable PDFs (financial statements, policies, the product catalog) into
// public/files at build and dev start, from the copy that links to them: no dead download link.
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { PDFDocument, rgb, StandardFonts } from "pdf-lib";
import type { Plugin } from "vite";
import en from "../src/content/en/index";
import { catalogFile } from "../src/content/schema";

interface Download {
  file: string;
  title: string;
  lines: string[];
}

function downloads(): Download[] {
  const fromPages = Object.values(en.pages).flatMap((page) =>
    page.sections.flatMap((section) =>
      section.kind === "downloads"
        ? section.items.map((item) => ({
            file: item.file,
            title: item.label,
            lines: [
              item.year ? `Reporting year: ${item.year}` : "Governance document",
              "Rawafed Group — investor relations",
              "This document is published for shareholders and the public.",
            ],
          }))
        : [],
    ),
  );
  const catalog: Download = {
    file: catalogFile,
    title: "Rawafed Group product catalog",
    lines: en.services.flatMap((service) => [
      service.title,
      ...service.items.map((item) => `  • ${item.title}: ${item.summary}`),
    ]),
  };
  return [...fromPages, catalog];
}

async function pdf({ title, lines }: Download): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setAuthor("Rawafed Group");
  doc.setCreationDate(new Date("2025-01-01T00:00:00Z"));
  doc.setModificationDate(new Date("2025-01-01T00:00:00Z"));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let page = doc.addPage([595, 842]);
  page.drawRectangle({ x: 0, y: 812, width: 595, height: 30, color: rgb(0.78, 0.67, 0.48) });
  page.drawText("Rawafed Group", {
    x: 48,
    y: 770,
    size: 12,
    font: bold,
    color: rgb(0.04, 0.24, 0.36),
  });
  page.drawText(title, { x: 48, y: 740, size: 18, font: bold, maxWidth: 500 });
  let y = 700;
  for (const line of lines) {
    // The standard fonts are WinAnsi: drop what they cannot draw rather than fail the build.
    const text = line.replace(/[^\x20-\x7e\u00a0-\u00ff•—]/g, "");
    if (y < 60) {
      page = doc.addPage([595, 842]);
      y = 780;
    }
    page.drawText(text.slice(0, 110), { x: 48, y, size: 10, font });
    y -= 16;
  }
  return doc.save();
}

export function downloadsPlugin(): Plugin {
  return {
    name: "rawafed:downloads",
    async configResolved(config) {
      const dir = join(config.publicDir, "files");
      await mkdir(dir, { recursive: true });
      for (const item of downloads()) {
        await writeFile(join(config.publicDir, item.file), await pdf(item));
      }
    },
  };
}
