import { formatNumber, type Locale, otherLocale, parseNumber, useT } from "@rawafed/i18n";
import { type MouseEvent, type ReactNode, useId, useState } from "react";
import { button } from "../../components/Button/Button.css";
import { ChevronDownIcon } from "../../components/Icon";
/** What the editor's image picker receives. */
import type { PickedImage } from "../RichTextEditor/RichTextEditor";
import { editorialLanguages, useStudioLocale } from "../shared/locale";
import * as shared from "../shared/studio.css";
import type { EditorialLanguage, MediaImage } from "../types";
import * as styles from "./MediaLibrary.css";

export interface MediaLibraryProps {
  images: readonly MediaImage[];
  /**
   * `manage` (the default): the upload form and, per image, a form for its alt texts and focal
   * point. `pick`: per image a "Use this image" button, nothing else (the editor's picker).
   */
  mode?: "manage" | "pick";
  /**
   * manage: where the upload form posts, as `multipart/form-data` (a plain form, so it works
   * without script and the server checks the file: magic bytes, re-encoding). The file's field is
   * `file`. Without it, no upload form.
   */
  uploadAction?: string;
  /**
   * manage: where each image's details form posts (urlencoded), with the fields `image` (its
   * id), `altEn`, `altAr`, `focalX` and `focalY` (0–100, Latin or Arabic-Indic digits: read them
   * with `parseNumber`). Without it, no details form.
   */
  editAction?: string;
  /** More hidden fields for both forms, such as a CSRF token. */
  hiddenFields?: Readonly<Record<string, string>>;
  /** pick: called with the image's `src` and its alt text in `pickLanguage`. */
  onPick?: (image: PickedImage) => void;
  /** pick: the language of the version being edited, whose alt text goes with the image. */
  pickLanguage?: EditorialLanguage;
  /** The level of the part's heading (2 by default); each image's is one below. */
  headingLevel?: 2 | 3;
}

/** A file size in the interface language: kilobytes, or megabytes from 1 MB. */
function fileSize(locale: Locale, bytes: number): string {
  return bytes >= 1024 * 1024
    ? formatNumber(locale, bytes / (1024 * 1024), {
        style: "unit",
        unit: "megabyte",
        unitDisplay: "long",
        maximumFractionDigits: 1,
      })
    : formatNumber(locale, Math.max(1, Math.round(bytes / 1024)), {
        style: "unit",
        unit: "kilobyte",
        unitDisplay: "long",
      });
}

/** The thumbnail's alt text: the interface language's, else the other's (with its `lang`). */
function thumbnailAlt(image: MediaImage, locale: EditorialLanguage) {
  for (const language of [locale, otherLocale(locale)] as EditorialLanguage[]) {
    if (image.alt[language].trim()) return { language, text: image.alt[language] };
  }
  return { language: undefined, text: "" };
}

const clampPercent = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

/**
 * The media library: a grid of images (thumbnail cropped at its focal point, file name, size,
 * where it is used, whether each language's alt text is written), with an upload form and a
 * details form per image, or, as a picker, a "Use this image" button per image (and no list of
 * uses, to keep the picker's cards small).
 */
export function MediaLibrary({
  images,
  mode = "manage",
  uploadAction,
  editAction,
  hiddenFields = {},
  onPick,
  pickLanguage,
  headingLevel = 2,
}: MediaLibraryProps) {
  const t = useT();
  const locale = useStudioLocale();
  const id = useId();
  const managing = mode === "manage";
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const ImageHeading = headingLevel === 2 ? "h3" : "h4";
  const hidden = Object.entries(hiddenFields).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));

  return (
    <section
      className={shared.section}
      aria-labelledby={managing ? `${id}-heading` : undefined}
      aria-label={managing ? undefined : t("studio.media.images")}
    >
      {managing ? (
        <Heading id={`${id}-heading`} className={shared.heading}>
          {t("studio.media.heading")}
        </Heading>
      ) : null}
      {managing && uploadAction ? (
        <form
          method="post"
          action={uploadAction}
          encType="multipart/form-data"
          className={styles.upload}
          aria-labelledby={`${id}-upload`}
        >
          <ImageHeading id={`${id}-upload`} className={shared.subheading}>
            {t("studio.media.upload.heading")}
          </ImageHeading>
          {hidden}
          <div className={shared.field}>
            <label htmlFor={`${id}-file`} className={shared.label}>
              {t("studio.media.upload.file")}
            </label>
            <input
              id={`${id}-file`}
              type="file"
              name="file"
              accept="image/jpeg,image/png,image/webp,image/avif"
              required
              aria-describedby={`${id}-file-hint`}
              className={styles.file}
            />
            <p id={`${id}-file-hint`} className={shared.muted}>
              {t("studio.media.upload.hint")}
            </p>
          </div>
          <div>
            <button type="submit" className={button({ variant: "primary" })}>
              {t("studio.media.upload.submit")}
            </button>
          </div>
        </form>
      ) : null}
      {images.length === 0 ? (
        <p className={shared.empty}>{t("studio.media.empty")}</p>
      ) : (
        <ul
          className={managing ? styles.grid : styles.pickGrid}
          aria-label={managing ? t("studio.media.images") : undefined}
        >
          {images.map((image) => {
            const nameId = `${id}-${image.id}-name`;
            const alt = thumbnailAlt(image, locale);
            return (
              <li key={image.id} className={styles.card}>
                <img
                  src={image.src}
                  alt={alt.text}
                  lang={alt.language}
                  className={styles.thumbnail}
                  style={{ objectPosition: `${image.focalPoint.x}% ${image.focalPoint.y}%` }}
                  loading="lazy"
                  decoding="async"
                />
                <ImageHeading id={nameId} className={styles.fileName}>
                  <bdi>{image.fileName}</bdi>
                </ImageHeading>
                <dl className={shared.fields}>
                  <dt className={shared.term}>{t("studio.media.size")}</dt>
                  <dd className={shared.definition}>{fileSize(locale, image.bytes)}</dd>
                  {managing ? (
                    <>
                      <dt className={shared.term}>{t("studio.media.usedIn")}</dt>
                      <dd className={shared.definition}>
                        {image.usedIn.length > 0 ? (
                          <ul className={styles.uses}>
                            {image.usedIn.map((use) => (
                              <li key={use.href}>
                                <a href={use.href} className={shared.textLink} dir="auto">
                                  {use.label}
                                </a>
                              </li>
                            ))}
                          </ul>
                        ) : (
                          t("studio.media.unused")
                        )}
                      </dd>
                    </>
                  ) : null}
                </dl>
                <ul className={styles.altFlags}>
                  {editorialLanguages.map((language) => {
                    const present = Boolean(image.alt[language].trim());
                    return (
                      <li
                        key={language}
                        className={present ? styles.altPresent : styles.altMissing}
                        data-present={present}
                      >
                        <svg
                          className={styles.flagIcon}
                          viewBox="0 0 24 24"
                          aria-hidden="true"
                          focusable="false"
                          fill="none"
                          stroke="currentColor"
                          strokeWidth={2.5}
                          strokeLinecap="round"
                          strokeLinejoin="round"
                        >
                          {present ? (
                            <path d="M5 12.5l4.5 4.5L19 7" />
                          ) : (
                            <path d="M12 3 2 20h20zM12 10v4M12 17h.01" />
                          )}
                        </svg>
                        {t("studio.media.altState", {
                          language,
                          present: present ? "yes" : "no",
                        })}
                      </li>
                    );
                  })}
                </ul>
                {managing && editAction ? (
                  <ImageDetails image={image} action={editAction} nameId={nameId}>
                    {hidden}
                  </ImageDetails>
                ) : null}
                {!managing && onPick ? (
                  <button
                    type="button"
                    className={button({ variant: "primary", size: "small" })}
                    aria-describedby={nameId}
                    onClick={() =>
                      onPick({ src: image.src, alt: image.alt[pickLanguage ?? locale] })
                    }
                  >
                    {t("studio.media.use")}
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** An image's alt texts and focal point, in a disclosure, posted to `action`. */
function ImageDetails({
  image,
  action,
  nameId,
  children,
}: {
  image: MediaImage;
  action: string;
  nameId: string;
  children: ReactNode;
}) {
  const t = useT();
  const id = useId();
  const [focal, setFocal] = useState({
    x: String(image.focalPoint.x),
    y: String(image.focalPoint.y),
  });
  const shown = (value: string, fallback: number) => {
    const number = parseNumber(value);
    return Number.isNaN(number) ? fallback : clampPercent(number);
  };
  const x = shown(focal.x, image.focalPoint.x);
  const y = shown(focal.y, image.focalPoint.y);

  // With a mouse or a finger: the point clicked becomes the focal point (the two fields are the
  // keyboard's way, and show the result).
  const onPoint = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setFocal({
      x: String(clampPercent(((event.clientX - box.left) / box.width) * 100)),
      y: String(clampPercent(((event.clientY - box.top) / box.height) * 100)),
    });
  };

  return (
    <details className={styles.details}>
      <summary className={styles.summary} aria-describedby={nameId}>
        <ChevronDownIcon className={styles.chevron} />
        {t("studio.media.edit")}
      </summary>
      <form method="post" action={action} className={styles.detailsForm}>
        <input type="hidden" name="image" value={image.id} />
        {children}
        {editorialLanguages.map((language) => (
          <div key={language} className={shared.field}>
            <label htmlFor={`${id}-alt-${language}`} className={shared.label}>
              {t("studio.media.altField", { language })}
            </label>
            <textarea
              id={`${id}-alt-${language}`}
              name={language === "en" ? "altEn" : "altAr"}
              defaultValue={image.alt[language]}
              lang={language}
              dir={language === "en" ? "ltr" : "rtl"}
              rows={2}
              className={styles.textarea}
            />
          </div>
        ))}
        <fieldset className={styles.focal} aria-describedby={`${id}-focal-hint`}>
          <legend className={shared.label}>{t("studio.media.focal")}</legend>
          <p id={`${id}-focal-hint`} className={shared.muted}>
            {t("studio.media.focalHint")}
          </p>
          {/* The picture keeps its own left and right: the point is measured from its left. */}
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: the two fields below are the keyboard's way to set the point */}
          {/* biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut for the fields below */}
          <div className={styles.focalPicture} dir="ltr" onClick={onPoint} data-focal-picture="">
            <img src={image.src} alt="" className={styles.focalImage} />
            <span
              className={styles.marker}
              style={{ insetInlineStart: `${x}%`, insetBlockStart: `${y}%` }}
              role="img"
              aria-label={t("studio.media.focalMarker", { x, y })}
            />
          </div>
          <div className={styles.focalFields}>
            {(["x", "y"] as const).map((axis) => (
              <div key={axis} className={shared.field}>
                <label htmlFor={`${id}-focal-${axis}`} className={shared.label}>
                  {t(axis === "x" ? "studio.media.focalX" : "studio.media.focalY")}
                </label>
                <input
                  id={`${id}-focal-${axis}`}
                  type="text"
                  inputMode="numeric"
                  name={axis === "x" ? "focalX" : "focalY"}
                  value={focal[axis]}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    setFocal((current) => ({ ...current, [axis]: value }));
                  }}
                  dir="ltr"
                  autoComplete="off"
                  className={shared.control}
                />
              </div>
            ))}
          </div>
        </fieldset>
        <div>
          <button type="submit" className={button({ variant: "primary", size: "small" })}>
            {t("studio.media.save")}
          </button>
        </div>
      </form>
    </details>
  );
}
