/** The CSV files the console downloads (the books, the audit log): one writer, safe to open in a spreadsheet. */

/** A cell: text (quoted when it must, defused when a spreadsheet would run it) or a number written as is. */
export type Cell = string | number;

/** A text cell a spreadsheet would read as a formula (= + - @, or a tab or return first) gets an apostrophe first. */
function defused(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function csvCell(cell: Cell): string {
  if (typeof cell === "number") return String(cell);
  const text = defused(cell);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180 lines (CRLF), after a UTF-8 byte order mark so spreadsheet programs read the accents right. */
export function toCsv(header: string[], rows: Cell[][]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
