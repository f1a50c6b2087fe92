import {
  type MediaImage,
  MediaPickerDialog,
  type PickedImage,
} from "@rawafed/design-system/studio";
import type { Locale } from "@rawafed/i18n";
import { type ReactNode, useRef, useState } from "react";
import { loadMediaImages } from "../../runtime/media";

/**
 * The editor's picture picker: `pick()` opens the media library in a dialog and settles on the
 * chosen picture, or null when the dialog is closed without one. `dialog` is rendered once.
 */
export function useMediaPicker(language: Locale): {
  pick: () => Promise<PickedImage | null>;
  dialog: ReactNode;
} {
  const [images, setImages] = useState<MediaImage[] | null>(null);
  const [open, setOpen] = useState(false);
  const settle = useRef<((image: PickedImage | null) => void) | null>(null);
  const close = (image: PickedImage | null) => {
    settle.current?.(image);
    settle.current = null;
    setOpen(false);
  };
  const pick = async () => {
    setImages(await loadMediaImages());
    setOpen(true);
    return new Promise<PickedImage | null>((resolve) => {
      settle.current = resolve;
    });
  };
  const dialog = images ? (
    <MediaPickerDialog
      images={images}
      language={language}
      open={open}
      onOpenChange={(next) => {
        if (!next) close(null);
      }}
      onPick={(image) => close(image)}
    />
  ) : null;
  return { pick, dialog };
}
