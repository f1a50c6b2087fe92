// A page as another app composes it from the installed packages: the provider, the shell, a
// section and a form, in the language `?lang=` asks for.
import { AppShell, type Brand, DesignSystemProvider, TextSection } from "@rawafed/design-system";
import "@rawafed/design-system/fonts-swap";
import "@rawafed/design-system/styles.css";
import { ContactForm } from "@rawafed/forms";
import "@rawafed/forms/styles.css";
import { dir, isLocale, type Locale, otherLocale } from "@rawafed/i18n";
import { catalogs } from "@rawafed/i18n/catalogs";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";

const asked = new URLSearchParams(location.search).get("lang");
const locale: Locale = isLocale(asked) ? asked : "en";
document.documentElement.lang = locale;
document.documentElement.dir = dir(locale);

const brand: Brand = {
  name: "brand.name",
  tagline: "brand.tagline",
  email: "info@example.com",
  phone: "920000000",
  whatsapp: "+966500000000",
  chatUrl: "https://wa.me/966500000000",
  social: { label: "shell.social.label", links: [] },
  offices: [{ id: "riyadh", label: "office.riyadh", headOffice: true }],
};

const messages = catalogs[locale];

const root = document.getElementById("root");
if (!root) throw new Error("no #root");
createRoot(root).render(
  <StrictMode>
    <DesignSystemProvider locale={locale} messages={messages}>
      <AppShell
        brand={brand}
        locale={locale}
        twinHref={`?lang=${otherLocale(locale)}`}
        year={2026}
        navigation={[
          {
            id: "company",
            label: "nav.aboutUs",
            links: [{ href: `?lang=${locale}`, label: "nav.aboutUs" }],
          },
        ]}
      >
        <TextSection
          heading={messages["page.aboutUs.title"]}
          paragraphs={[messages["page.home.intro"]]}
        />
        <ContactForm retentionDays={180} onSubmit={async () => ({ ok: true })} />
      </AppShell>
    </DesignSystemProvider>
  </StrictMode>,
);
