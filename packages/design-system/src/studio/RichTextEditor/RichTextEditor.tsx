import { dir as directionOf, type MessageId, useT } from "@rawafed/i18n";
import type { Editor, JSONContent } from "@tiptap/core";
import { Fragment, Slice } from "@tiptap/pm/model";
import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import {
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import { richTextExtensions } from "../../richText/extensions";
import type { EditorialLanguage } from "../types";
import * as styles from "./RichTextEditor.css";
import { type RichTextValue, storedDocument } from "./storedDocument";
import { mirroredIcons, ToolbarIcon, type ToolbarIconName } from "./toolbarIcons";

/** A picture chosen in the media library, to put into the text. */
export interface PickedImage {
  /** A path of the site's media (`/media/...`). */
  src: string;
  /** Its text alternative in the edited language (empty for a decorative picture). */
  alt: string;
}

export interface RichTextEditorProps {
  /** The document (the editor's JSON, as stored). */
  value: JSONContent;
  /** Each change, as the document to store. */
  onChange: (document: RichTextValue) => void;
  /** Leaving the text (a form checks the field then). */
  onBlur?: () => void;
  /**
   * The language being edited, not the interface's: the text's root takes its `lang` and `dir`,
   * so an empty paragraph starts on the right side for Arabic. Each paragraph's own `dir` then
   * follows its text (`auto`).
   */
  language: EditorialLanguage;
  /** The id of the editable text (a form's error summary links to it). */
  id?: string;
  /** The id of the field's visible label: the text and its toolbar are named by it. */
  labelledBy: string;
  /** The ids of the field's hint and error. */
  describedBy?: string | undefined;
  invalid?: boolean;
  required?: boolean;
  /** Opens the media library; the image button is shown only with it. */
  onPickImage?: () => Promise<PickedImage | null>;
  /**
   * The addresses a link may have (the server's `isAllowedHref`); the editor's own check (web,
   * mail, telephone and site paths) applies as well.
   */
  isAllowedHref?: (href: string) => boolean;
  /**
   * The pictures a paste or a drop may bring (the server's `isAllowedImageSrc`); without it, none:
   * pictures come from the media library.
   */
  isAllowedImageSrc?: (src: string) => boolean;
  readOnly?: boolean;
}

type ToolbarState = {
  paragraph: boolean;
  heading: number | null;
  bold: boolean;
  italic: boolean;
  underline: boolean;
  strike: boolean;
  bulletList: boolean;
  orderedList: boolean;
  blockquote: boolean;
  link: boolean;
  inTable: boolean;
  canUndo: boolean;
  canRedo: boolean;
};

const idleState: ToolbarState = {
  paragraph: true,
  heading: null,
  bold: false,
  italic: false,
  underline: false,
  strike: false,
  bulletList: false,
  orderedList: false,
  blockquote: false,
  link: false,
  inTable: false,
  canUndo: false,
  canRedo: false,
};

function readState(editor: Editor): ToolbarState {
  const heading = [2, 3, 4].find((level) => editor.isActive("heading", { level })) ?? null;
  return {
    paragraph: editor.isActive("paragraph") && heading === null,
    heading,
    bold: editor.isActive("bold"),
    italic: editor.isActive("italic"),
    underline: editor.isActive("underline"),
    strike: editor.isActive("strike"),
    bulletList: editor.isActive("bulletList"),
    orderedList: editor.isActive("orderedList"),
    blockquote: editor.isActive("blockquote"),
    link: editor.isActive("link"),
    inTable: editor.isActive("table"),
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}

interface Tool {
  key: string;
  icon: ToolbarIconName;
  label: MessageId;
  labelValues?: Record<string, number>;
  /** `aria-pressed`: a mark or block type that is on or off. */
  pressed?: boolean;
  disabled?: boolean;
  /** Starts a group of related commands. */
  group?: boolean;
  expanded?: boolean;
  run: () => void;
}

/** A pasted or dropped fragment without the pictures `keep` refuses (another site's, a file's). */
function keepImages(fragment: Fragment, keep: (src: string) => boolean): Fragment {
  const nodes: Fragment[] = [];
  fragment.forEach((node) => {
    if (node.type.name === "image" && !keep(String(node.attrs.src ?? ""))) return;
    nodes.push(Fragment.from(node.isLeaf ? node : node.copy(keepImages(node.content, keep))));
  });
  return nodes.reduce((all, node) => all.append(node), Fragment.empty);
}

const noImages = () => false;

/** Two JSON values alike, whatever the order of their keys. */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) =>
    sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/** Without a scheme, `www.example.com` is a web address (the editor's default protocol). */
function withScheme(href: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith("/") || href.startsWith("#")) {
    return href;
  }
  return /^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+([/?#].*)?$/u.test(href) ? `https://${href}` : href;
}

/**
 * The studio's rich-text editor (Tiptap): headings, paragraphs, marks, lists, quotes, links,
 * tables and pictures from the media library, with a toolbar that follows the WAI-ARIA toolbar
 * pattern. Pasted markup is reduced to the allowed structure by the editor's schema; nothing the
 * schema does not know (script, event attributes, `javascript:` links) reaches the document.
 * Rendered on the client only: the server sends its frame, the text comes once the code runs.
 */
export function RichTextEditor({
  value,
  onChange,
  onBlur,
  language,
  id,
  labelledBy,
  describedBy,
  invalid = false,
  required = false,
  onPickImage,
  isAllowedHref,
  isAllowedImageSrc,
  readOnly = false,
}: RichTextEditorProps) {
  const t = useT();
  const toolbarRef = useRef<HTMLDivElement>(null);
  const onChangeRef = useRef(onChange);
  const onBlurRef = useRef(onBlur);
  onChangeRef.current = onChange;
  onBlurRef.current = onBlur;
  /** The last document handed out: the same value coming back in is not loaded again. */
  const emitted = useRef<JSONContent>(value);
  const extensions = useMemo(() => richTextExtensions(), []);
  const keepImageRef = useRef(isAllowedImageSrc ?? noImages);
  keepImageRef.current = isAllowedImageSrc ?? noImages;

  const editorProps = useMemo(() => {
    const attrs: Record<string, string> = {
      class: styles.content,
      lang: language,
      dir: directionOf(language),
      "aria-multiline": "true",
      "aria-labelledby": labelledBy,
    };
    if (id) attrs.id = id;
    if (describedBy) attrs["aria-describedby"] = describedBy;
    if (invalid) attrs["aria-invalid"] = "true";
    if (required) attrs["aria-required"] = "true";
    if (readOnly) attrs["aria-readonly"] = "true";
    return {
      attributes: attrs,
      transformPasted: (slice: Slice) =>
        new Slice(keepImages(slice.content, keepImageRef.current), slice.openStart, slice.openEnd),
    };
  }, [language, labelledBy, id, describedBy, invalid, required, readOnly]);

  const editor = useEditor({
    extensions,
    content: value,
    editable: !readOnly,
    // Server rendering: the editor is made in the browser, after hydration.
    immediatelyRender: false,
    // Each block's `dir` follows its own text: English inside Arabic reads right, and back.
    textDirection: "auto",
    // The site's Content-Security-Policy allows no injected style sheet; ours has its rules.
    injectCSS: false,
    editorProps,
    onUpdate: ({ editor: current }) => {
      const document = storedDocument(current.getJSON());
      emitted.current = document;
      onChangeRef.current(document);
    },
    onBlur: () => onBlurRef.current?.(),
  });

  useEffect(() => {
    editor?.setOptions({ editorProps });
  }, [editor, editorProps]);

  useEffect(() => {
    editor?.setEditable(!readOnly, false);
  }, [editor, readOnly]);

  // A new value from outside (a restored revision, a reset form) replaces the text.
  useEffect(() => {
    if (!editor || value === emitted.current) return;
    const current = storedDocument(editor.getJSON());
    if (sameJson(current, storedDocument(value))) return;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const state =
    useEditorState({
      editor,
      selector: ({ editor: current }) => (current ? readState(current) : null),
    }) ?? idleState;

  // The link's address, asked for under the toolbar.
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState("");
  const [linkRefused, setLinkRefused] = useState(false);
  const linkInputRef = useRef<HTMLInputElement>(null);
  const linkIds = { panel: useId(), label: useId(), input: useId(), hint: useId(), error: useId() };

  useEffect(() => {
    if (linkOpen) linkInputRef.current?.focus();
  }, [linkOpen]);

  const openLink = () => {
    if (!editor) return;
    setHref(String(editor.getAttributes("link").href ?? ""));
    setLinkRefused(false);
    setLinkOpen(true);
  };

  const closeLink = () => {
    setLinkOpen(false);
    setLinkRefused(false);
    editor?.commands.focus();
  };

  const applyLink = () => {
    if (!editor) return;
    const address = withScheme(href.trim());
    if (address === "") {
      editor.chain().focus().extendMarkRange("link").unsetLink().run();
      setLinkOpen(false);
      return;
    }
    let applied = false;
    if (!isAllowedHref || isAllowedHref(address)) {
      const { empty } = editor.state.selection;
      if (empty && !editor.isActive("link")) {
        // Nothing selected: the address becomes the link's text.
        const allowed = editor.can().setLink({ href: address });
        applied =
          allowed &&
          editor
            .chain()
            .focus()
            .insertContent({
              type: "text",
              text: address,
              marks: [{ type: "link", attrs: { href: address } }],
            })
            .run();
      } else {
        applied = editor.chain().focus().extendMarkRange("link").setLink({ href: address }).run();
      }
    }
    if (!applied) {
      setLinkRefused(true);
      linkInputRef.current?.focus();
      return;
    }
    setLinkOpen(false);
    setLinkRefused(false);
  };

  const pickImage = async () => {
    if (!editor || !onPickImage) return;
    const picked = await onPickImage();
    if (picked) editor.chain().focus().setImage({ src: picked.src, alt: picked.alt }).run();
  };

  const chain = () => editor?.chain().focus();
  const tools: Tool[] = [
    {
      key: "paragraph",
      icon: "paragraph",
      label: "studio.editor.paragraph",
      pressed: state.paragraph,
      run: () => chain()?.setParagraph().run(),
    },
    ...([2, 3, 4] as const).map(
      (level): Tool => ({
        key: `heading${level}`,
        icon: `heading${level}`,
        label: "studio.editor.heading",
        labelValues: { level },
        pressed: state.heading === level,
        run: () => chain()?.toggleHeading({ level }).run(),
      }),
    ),
    {
      key: "bold",
      icon: "bold",
      label: "studio.editor.bold",
      pressed: state.bold,
      group: true,
      run: () => chain()?.toggleBold().run(),
    },
    {
      key: "italic",
      icon: "italic",
      label: "studio.editor.italic",
      pressed: state.italic,
      run: () => chain()?.toggleItalic().run(),
    },
    {
      key: "underline",
      icon: "underline",
      label: "studio.editor.underline",
      pressed: state.underline,
      run: () => chain()?.toggleUnderline().run(),
    },
    {
      key: "strike",
      icon: "strike",
      label: "studio.editor.strike",
      pressed: state.strike,
      run: () => chain()?.toggleStrike().run(),
    },
    {
      key: "bulletList",
      icon: "bulletList",
      label: "studio.editor.bulletList",
      pressed: state.bulletList,
      group: true,
      run: () => chain()?.toggleBulletList().run(),
    },
    {
      key: "orderedList",
      icon: "orderedList",
      label: "studio.editor.orderedList",
      pressed: state.orderedList,
      run: () => chain()?.toggleOrderedList().run(),
    },
    {
      key: "blockquote",
      icon: "blockquote",
      label: "studio.editor.blockquote",
      pressed: state.blockquote,
      run: () => chain()?.toggleBlockquote().run(),
    },
    {
      key: "link",
      icon: "link",
      label: "studio.editor.link",
      pressed: state.link,
      expanded: linkOpen,
      group: true,
      run: () => (linkOpen ? closeLink() : openLink()),
    },
    {
      key: "unlink",
      icon: "unlink",
      label: "studio.editor.unlink",
      disabled: !state.link,
      run: () => chain()?.extendMarkRange("link").unsetLink().run(),
    },
    {
      key: "table",
      icon: "table",
      label: "studio.editor.table",
      disabled: state.inTable,
      group: true,
      run: () => chain()?.insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
    },
    {
      key: "addRow",
      icon: "addRow",
      label: "studio.editor.addRow",
      disabled: !state.inTable,
      run: () => chain()?.addRowAfter().run(),
    },
    {
      key: "addColumn",
      icon: "addColumn",
      label: "studio.editor.addColumn",
      disabled: !state.inTable,
      run: () => chain()?.addColumnAfter().run(),
    },
    {
      key: "deleteTable",
      icon: "deleteTable",
      label: "studio.editor.deleteTable",
      disabled: !state.inTable,
      run: () => chain()?.deleteTable().run(),
    },
    ...(onPickImage
      ? [
          {
            key: "image",
            icon: "image",
            label: "studio.editor.image",
            group: true,
            run: () => void pickImage(),
          } satisfies Tool,
        ]
      : []),
    {
      key: "undo",
      icon: "undo",
      label: "studio.editor.undo",
      disabled: !state.canUndo,
      group: true,
      run: () => chain()?.undo().run(),
    },
    {
      key: "redo",
      icon: "redo",
      label: "studio.editor.redo",
      disabled: !state.canRedo,
      run: () => chain()?.redo().run(),
    },
  ];

  // Roving focus: the toolbar is one tab stop; the arrow keys move inside it.
  const [current, setCurrent] = useState(0);
  const focusTool = (index: number) => {
    const buttons = toolbarRef.current?.querySelectorAll<HTMLButtonElement>("button");
    if (!buttons || buttons.length === 0) return;
    const next = (index + buttons.length) % buttons.length;
    setCurrent(next);
    buttons[next]?.focus();
  };
  const onToolbarKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const toolbar = toolbarRef.current;
    if (!toolbar) return;
    const rtl = getComputedStyle(toolbar).direction === "rtl";
    const forward = rtl ? "ArrowLeft" : "ArrowRight";
    const backward = rtl ? "ArrowRight" : "ArrowLeft";
    let next: number | null = null;
    if (event.key === forward) next = current + 1;
    else if (event.key === backward) next = current - 1;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = tools.length - 1;
    if (next !== null) {
      event.preventDefault();
      focusTool(next);
    }
  };

  const toolbar: ReactNode = readOnly ? null : (
    <div
      ref={toolbarRef}
      role="toolbar"
      aria-label={t("studio.editor.toolbar")}
      className={styles.toolbar}
      onKeyDown={onToolbarKey}
    >
      {tools.map((tool, index) => (
        <button
          key={tool.key}
          type="button"
          className={tool.group ? `${styles.button} ${styles.groupStart}` : styles.button}
          aria-label={t(tool.label, tool.labelValues)}
          title={t(tool.label, tool.labelValues)}
          aria-pressed={tool.pressed === undefined ? undefined : tool.pressed}
          aria-expanded={tool.expanded}
          aria-controls={tool.expanded ? linkIds.panel : undefined}
          aria-disabled={tool.disabled || !editor || undefined}
          tabIndex={index === Math.min(current, tools.length - 1) ? 0 : -1}
          // A press keeps the text's selection (the command acts on it).
          onMouseDown={(event) => event.preventDefault()}
          onFocus={() => setCurrent(index)}
          onClick={() => {
            if (tool.disabled || !editor) return;
            tool.run();
          }}
        >
          <ToolbarIcon
            name={tool.icon}
            className={mirroredIcons.has(tool.icon) ? styles.mirrored : undefined}
          />
        </button>
      ))}
    </div>
  );

  return (
    <div className={styles.editor}>
      {toolbar}
      {linkOpen && !readOnly ? (
        // Not a form: the editor sits inside the studio's form, and forms do not nest.
        <fieldset id={linkIds.panel} aria-labelledby={linkIds.label} className={styles.linkPanel}>
          <div className={styles.linkField}>
            <label className={styles.linkLabel} htmlFor={linkIds.input} id={linkIds.label}>
              {t("studio.editor.link.url")}
            </label>
            <p className={styles.linkHint} id={linkIds.hint}>
              {t("studio.editor.link.hint")}
            </p>
            {linkRefused ? (
              <p className={styles.linkError} id={linkIds.error} role="alert">
                {t("studio.editor.link.invalid")}
              </p>
            ) : null}
            <input
              ref={linkInputRef}
              id={linkIds.input}
              className={styles.linkInput}
              type="url"
              inputMode="url"
              dir="ltr"
              lang="en"
              autoComplete="off"
              spellCheck={false}
              value={href}
              aria-invalid={linkRefused || undefined}
              aria-describedby={linkRefused ? `${linkIds.hint} ${linkIds.error}` : linkIds.hint}
              onChange={(event) => {
                setHref(event.target.value);
                setLinkRefused(false);
              }}
              onKeyDown={(event) => {
                if (event.key === "Enter") {
                  // The studio's form must not be sent: Enter sets the link.
                  event.preventDefault();
                  applyLink();
                } else if (event.key === "Escape") {
                  event.preventDefault();
                  closeLink();
                }
              }}
            />
          </div>
          <div className={styles.linkActions}>
            <button type="button" className={styles.primaryButton} onClick={applyLink}>
              {t("studio.editor.link.apply")}
            </button>
            <button type="button" className={styles.textButton} onClick={closeLink}>
              {t("action.cancel")}
            </button>
          </div>
        </fieldset>
      ) : null}
      <EditorContent editor={editor} />
    </div>
  );
}
