import { isLocale } from "@rawafed/i18n";
import { createFileRoute, notFound, Outlet } from "@tanstack/react-router";

export const Route = createFileRoute("/$locale")({
  params: {
    parse: ({ locale }) => {
      if (!isLocale(locale)) throw notFound();
      return { locale };
    },
  },
  component: Outlet,
});
