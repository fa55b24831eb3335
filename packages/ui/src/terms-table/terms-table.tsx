import styles from './terms-table.module.css';

export interface TermsTableProps {
  /** Says what the table holds (read by screen readers, shown above the table). */
  caption: string;
  columns: string[];
  /** One row per tier; cells in the order of `columns`. */
  rows: string[][];
  /** Shown instead of the table when there is no row. */
  emptyText: string;
  /** The row to mark (e.g. the tier a team has reached); none by default. */
  highlightRow?: number;
}

/** A contract's tiers or a rate list (issue: agents): a small table that fits a phone's width. */
export function TermsTable({ caption, columns, rows, emptyText, highlightRow }: TermsTableProps) {
  if (rows.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr
            key={index}
            className={index === highlightRow ? styles.highlight : undefined}
            aria-current={index === highlightRow ? 'true' : undefined}
          >
            {row.map((cell, cellIndex) => (
              <td key={cellIndex}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
