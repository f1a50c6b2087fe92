import { type ReactNode, useId } from "react";
import { visuallyHidden } from "../VisuallyHidden/VisuallyHidden.css";
import * as styles from "./Table.css";

export interface TableColumn<Key extends string> {
  key: Key;
  /** The column header, already localized. */
  header: string;
  align?: keyof typeof styles.align;
  /** Numbers, codes and sizes: isolated from the surrounding direction and aligned to the end. */
  numeric?: boolean;
}

export interface TableProps<Key extends string> {
  /** Names the table (and its scroll region). Required. */
  caption: string;
  /** Keeps the caption for assistive technology only, when a heading already shows it. */
  captionHidden?: boolean;
  columns: readonly TableColumn<Key>[];
  rows: readonly Readonly<Record<Key, ReactNode>>[];
  /** The column whose cells head their row (`th scope="row"`). */
  rowHeader?: Key;
  /** A stable key per row; defaults to the index. */
  rowKey?: (row: Readonly<Record<Key, ReactNode>>, index: number) => string;
}

/** A data table with a caption and scoped headers; scrolls sideways when it does not fit. */
export function Table<Key extends string>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowHeader,
  rowKey = (_row, index) => String(index),
}: TableProps<Key>) {
  const captionId = useId();
  const alignOf = (column: TableColumn<Key>) =>
    styles.align[column.align ?? (column.numeric ? "end" : "start")];
  const content = (column: TableColumn<Key>, value: ReactNode) =>
    column.numeric ? <bdi>{value}</bdi> : value;

  return (
    // The scroll container is focusable so keyboard users can scroll it.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
    <section className={styles.scroller} aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={captionHidden ? visuallyHidden : styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={`${styles.headerCell} ${alignOf(column)}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)}>
              {columns.map((column) =>
                column.key === rowHeader ? (
                  <th
                    key={column.key}
                    scope="row"
                    className={`${styles.rowHeader} ${alignOf(column)}`}
                  >
                    {content(column, row[column.key])}
                  </th>
                ) : (
                  <td key={column.key} className={`${styles.dataCell} ${alignOf(column)}`}>
                    {content(column, row[column.key])}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
