import { useT } from "@rawafed/i18n";
import {
  type CSSProperties,
  type ReactNode,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { ChevronDownIcon } from "../../components/Icon";
import * as styles from "./ReadMore.css";

export interface ReadMoreProps {
  /** The text (a comic's or translator's description), already localized. */
  children: ReactNode;
  /** Lines shown while collapsed. */
  lines?: number;
  defaultExpanded?: boolean;
  className?: string;
}

const linesProperty = styles.lines.replace(/^var\(([^,)]+).*$/, "$1");

/**
 * A long text clamped to a few lines, with a Read more / Read less button (`aria-expanded`,
 * `aria-controls`). The button appears only when the text is actually cut.
 */
export function ReadMore({
  children,
  lines = 3,
  defaultExpanded = false,
  className,
}: ReadMoreProps) {
  const t = useT();
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(defaultExpanded);
  const [overflowing, setOverflowing] = useState(true);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || expanded) return;
    const measure = () => setOverflowing(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [expanded]);

  const style = { [linesProperty]: String(lines) } as CSSProperties;
  return (
    <div className={[styles.root, className].filter(Boolean).join(" ")}>
      <div
        ref={ref}
        id={id}
        className={[styles.content, expanded ? undefined : styles.clamped]
          .filter(Boolean)
          .join(" ")}
        style={style}
      >
        {children}
      </div>
      {expanded || overflowing ? (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded(!expanded)}
        >
          {t(expanded ? "action.readLess" : "action.readMore")}
          <ChevronDownIcon className={styles.chevron} />
        </button>
      ) : null}
    </div>
  );
}
