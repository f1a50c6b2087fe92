// The admins' people and roles, in both locales: an admin finds a reader, gives them a role and
// resets a reviewer's second factor, each confirmed in place and said where it was made; axe finds
// nothing serious. The suite runs its own server, its accounts made before it starts.
import AxeBuilder from "@axe-core/playwright";
import { newDataDir, type RunningServer, startServer } from "../test/server";
import { expect, hydrated, test } from "./fixtures";
import { addAccounts, signInThrough } from "./staff";

const password = "People123!x";
const words = {
  en: {
    search: "Name or email address",
    find: "Find",
    newRole: "New role",
    translator: "Translator",
    saveRole: "Change the role",
    roleSaved: "The role was changed.",
    reset: "Reset two-step verification",
    confirm: "Confirm",
    resetDone: "Their two-step verification was reset",
  },
  ar: {
    search: "الاسم أو البريد الإلكتروني",
    find: "بحث",
    newRole: "الدور الجديد",
    translator: "مترجم",
    saveRole: "تغيير الدور",
    roleSaved: "تغيّر الدور",
    reset: "إعادة تعيين التحقق بخطوتين",
    confirm: "تأكيد",
    resetDone: "أُعيد تعيين التحقق بخطوتين",
  },
} as const;

test.describe.configure({ mode: "serial" });

let server: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const dataDir = newDataDir();
  await addAccounts(dataDir, password, [
    { email: "boss@example.com", role: "admin" },
    ...(["en", "ar"] as const).flatMap((locale) => [
      { email: `reader-${locale}@example.com`, role: "reader" },
      { email: `checker-${locale}@example.com`, role: "reviewer" },
    ]),
  ]);
  server = await startServer({ DATA_DIR: dataDir, TRUST_PROXY: "1" });
});

test.afterAll(() => server?.stop());

for (const locale of ["en", "ar"] as const) {
  const say = words[locale];

  test(`${locale}: an admin gives a reader a role and resets a reviewer's second factor`, async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders({ "x-forwarded-for": `10.9.0.${locale === "en" ? 1 : 2}` });
    await signInThrough(page, server.url, "boss@example.com", password);
    await page.goto(`${server.url}/${locale}/admin/people`);
    await hydrated(page);
    expect(
      (await new AxeBuilder({ page }).analyze()).violations.filter((v) =>
        ["serious", "critical"].includes(v.impact ?? ""),
      ),
    ).toEqual([]);

    // Found by a part of the address, with the page's own search.
    await page.getByRole("searchbox", { name: say.search }).fill(`reader-${locale}`);
    await page.getByRole("button", { name: say.find }).click();
    await expect(page).toHaveURL(/\?q=reader-/);
    const reader = page.getByRole("article");
    await expect(reader).toHaveCount(1);
    await hydrated(page);
    await reader.getByLabel(say.newRole).selectOption({ label: say.translator });
    await reader.getByRole("button", { name: say.saveRole }).click();
    await expect(reader.getByRole("status")).toContainText(say.roleSaved);

    await page.goto(`${server.url}/${locale}/admin/people?q=checker-${locale}`);
    await hydrated(page);
    const reviewer = page.getByRole("article");
    await reviewer.getByRole("button", { name: say.reset }).click();
    await reviewer.getByRole("button", { name: say.confirm }).click();
    await expect(reviewer.getByRole("status")).toContainText(say.resetDone);
  });
}
