import { useT } from "@rawafed/i18n";
import { type ReactElement, useState } from "react";
import { Dialog } from "../../components/Dialog/Dialog";
import type { PickedImage } from "../RichTextEditor/RichTextEditor";
import type { EditorialLanguage, MediaImage } from "../types";
import { MediaLibrary } from "./MediaLibrary";

export interface MediaPickerDialogProps {
  images: readonly MediaImage[];
  /** Called with the chosen image (its `src`, its alt text in `language`); the dialog closes. */
  onPick: (image: PickedImage) => void;
  /** The language of the version being edited. */
  language: EditorialLanguage;
  /** The button that opens the picker; focus returns to it when the dialog closes. */
  trigger?: ReactElement;
  /** Controlled state; leave both out for a picker opened by its trigger. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * The editor's image picker: the media library in `pick` mode inside a modal dialog (Radix,
 * through the design system's `Dialog`): a title that names it, a close button, Escape, focus
 * kept inside and given back to the trigger.
 */
export function MediaPickerDialog({
  images,
  onPick,
  language,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
}: MediaPickerDialogProps) {
  const t = useT();
  const [ownOpen, setOwnOpen] = useState(defaultOpen ?? false);
  const shown = open ?? ownOpen;
  const change = (next: boolean) => {
    if (open === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  return (
    <Dialog
      title={t("studio.media.pickTitle")}
      trigger={trigger}
      open={shown}
      onOpenChange={change}
    >
      <MediaLibrary
        images={images}
        mode="pick"
        pickLanguage={language}
        headingLevel={3}
        onPick={(image) => {
          onPick(image);
          change(false);
        }}
      />
    </Dialog>
  );
}
