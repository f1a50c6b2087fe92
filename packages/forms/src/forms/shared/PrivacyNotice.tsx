import { Text } from "@rawafed/design-system";
import { type MessageId, useT } from "@rawafed/i18n";

/** What a form's sender is told about their data, before they send it: how long it is kept. */
export function PrivacyNotice({ message, days }: { message: MessageId; days: number }) {
  const t = useT();
  return (
    <Text tone="muted" size="sm">
      {t(message, { days })}
    </Text>
  );
}
