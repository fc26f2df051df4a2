import Papa from 'papaparse';

export interface ParsedCsv {
  delimiter: string;
  headers: string[];
  rows: string[][];
}

/**
 * CSV text → header and data rows. UTF-8 with or without a BOM; the separator is detected (French
 * Excel writes ";", others ","; tabs too); quoted fields may hold separators, quotes and newlines.
 * Returns null when there is not even a header row.
 */
export function parseCsv(text: string): ParsedCsv | null {
  const content = text.replace(/^\uFEFF/, '');
  const result = Papa.parse<string[]>(content, {
    delimitersToGuess: [';', ',', '\t', '|'],
    skipEmptyLines: 'greedy',
  });
  const [headerRow, ...rows] = result.data;
  if (!headerRow || headerRow.every((h) => h.trim() === '')) return null;
  const headers = headerRow.map((h, i) => h.trim() || `#${i + 1}`);
  return { delimiter: result.meta.delimiter, headers, rows };
}
