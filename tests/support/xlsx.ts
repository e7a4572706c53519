// Reading the console's XLSX exports in tests with a real reader (exceljs), the way a spreadsheet opens
// them: the first sheet, its header row, and a cell found by its column's header.
import ExcelJS from 'exceljs';

export interface ReadSheet {
  /** Rows in the sheet, the header included. */
  rowCount: number;
  header: string[];
  /** The cell in spreadsheet row `row` (the header is row 1) under the column headed `label`. */
  cell(row: number, label: string): ExcelJS.Cell;
}

export async function readXlsx(payload: Buffer): Promise<ReadSheet> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
  return {
    rowCount: sheet.rowCount,
    header,
    cell(row, label) {
      const column = header.indexOf(label);
      if (column < 0) throw new Error(`no column headed "${label}" in ${JSON.stringify(header)}`);
      return sheet.getRow(row).getCell(column + 1);
    },
  };
}
