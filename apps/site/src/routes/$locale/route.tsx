import { DesignSystemProvider } from "@rawafed/design-system";
import { isLocale, loadMessages } from "@rawafed/i18n";
import { createFileRoute, notFound, Outlet } from "@tanstack/react-router";
import { RouterLink } from "../../RouterLink";

export const Route = createFileRoute("/$locale")({
  params: {
    parse: ({ locale }) => {
      if (!isLocale(locale)) throw notFound();
      return { locale };
    },
  },
  loader: async ({ params }) => ({
    messages: await loadMessages(params.locale),
    // Read once here, not in render, so the server HTML and the hydrated page agree.
    year: new Date().getFullYear(),
  }),
  component: LocaleRoot,
});

function LocaleRoot() {
  const { locale } = Route.useParams();
  const { messages } = Route.useLoaderData();
  return (
    <DesignSystemProvider locale={locale} messages={messages} linkComponent={RouterLink}>
      <Outlet />
    </DesignSystemProvider>
  );
}
