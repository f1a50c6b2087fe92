import { useT } from "@rawafed/i18n";
import { DownloadIcon } from "../../components/Icon";
import { ServiceCards, type ServiceCardsProps } from "../ServiceCards/ServiceCards";
import { action } from "../shared/section.css";

export interface ProductCardsProps extends Omit<ServiceCardsProps, "footer"> {
  /** The address of the full product catalog (PDF); shows "Download the full catalog". */
  catalogHref?: string;
}

/** Product cards (dock levelers, elevators, ramps…) with the full catalog to download. */
export function ProductCards({ catalogHref, maxFeatures = 4, ...props }: ProductCardsProps) {
  const t = useT();
  return (
    <ServiceCards
      {...props}
      maxFeatures={maxFeatures}
      footer={
        catalogHref && (
          <a className={action.primary} href={catalogHref} download="">
            <DownloadIcon />
            {t("action.downloadCatalog")}
          </a>
        )
      }
    />
  );
}
