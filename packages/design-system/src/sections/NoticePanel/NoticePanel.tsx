import { type FormEvent, useId, useRef, useState } from "react";
import { Button } from "../../components/Button/Button";
import { AlertIcon, CheckCircleIcon, MailIcon } from "../../components/Icon";
import { Link } from "../../components/Link/Link";
import * as styles from "./NoticePanel.css";

export type NoticeTone = "success" | "neutral" | "warning";

/** What the notice says: its tone, title and sentence, already localized. */
export interface NoticeContent {
  tone: NoticeTone;
  title: string;
  body: string;
}

/** The notice's one action: a real form post, so that it works before and without script. */
export interface NoticeAction {
  /** The button's text. */
  label: string;
  /** Where the form posts. */
  href: string;
  /** Hidden fields sent with the post. */
  fields?: Record<string, string>;
  /**
   * With script: run instead of the browser's own post, its outcome shown in place (and
   * announced). A rejection falls back to the browser's post.
   */
  onConfirm?: () => Promise<NoticeContent>;
}

export interface NoticePanelProps extends NoticeContent {
  action?: NoticeAction;
  /** A link under the notice, e.g. back to the home page. */
  link?: { href: string; label: string };
  /** The title's level in the page's outline (the page's own heading by default). */
  titleLevel?: 1 | 2;
}

const icons = { success: CheckCircleIcon, neutral: MailIcon, warning: AlertIcon } as const;

/**
 * A status for a page of its own (a link opened from an e-mail): icon, title and sentence in a
 * status region, an optional one-button form and an optional link. Once the button's action has
 * run, its outcome replaces the notice, is announced, and takes the focus.
 */
export function NoticePanel({ action, link, titleLevel = 1, ...initial }: NoticePanelProps) {
  const headingId = useId();
  const [content, setContent] = useState<NoticeContent>(initial);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const title = useRef<HTMLHeadingElement>(null);
  const Title = `h${titleLevel}` as const;
  const Icon = icons[content.tone];

  async function submit(event: FormEvent<HTMLFormElement>) {
    if (!action?.onConfirm) return;
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    setBusy(true);
    try {
      setContent(await action.onConfirm());
      setDone(true);
      requestAnimationFrame(() => title.current?.focus());
    } catch {
      // The browser's own post still works: `submit()` sends it without another submit event.
      form.submit();
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <div role="status" className={styles.message}>
        <Icon className={styles.icon[content.tone]} />
        <Title id={headingId} ref={title} tabIndex={-1} className={styles.title}>
          {content.title}
        </Title>
        <p className={styles.body}>{content.body}</p>
      </div>
      {action && !done ? (
        <form method="post" action={action.href} className={styles.form} onSubmit={submit}>
          {Object.entries(action.fields ?? {}).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <Button type="submit" loading={busy}>
            {action.label}
          </Button>
        </form>
      ) : null}
      {link ? <Link href={link.href}>{link.label}</Link> : null}
    </section>
  );
}
