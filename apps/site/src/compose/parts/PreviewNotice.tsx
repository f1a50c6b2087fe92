import { NoticePanel } from "@rawafed/design-system";
import { useT } from "@rawafed/i18n";

/** Above a draft shown through its preview link: this is not what visitors see. */
export function PreviewNotice({ preview }: { preview: boolean }) {
  const t = useT();
  if (!preview) return null;
  return (
    <NoticePanel
      tone="warning"
      title={t("preview.title")}
      body={t("preview.body")}
      titleLevel={2}
    />
  );
}
