import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvStringifier, neutraliseCell } from './csv';

async function written(records: Array<Array<string | number>>): Promise<string> {
  const csv = await csvStringifier({});
  const chunks: string[] = [];
  csv.on('data', (chunk: Buffer | string) => chunks.push(chunk.toString()));
  const done = new Promise((resolve) => csv.on('end', resolve));
  for (const record of records) csv.write(record);
  csv.end();
  await done;
  return chunks.join('');
}

describe('CSV cells', () => {
  it('prefixes a quote to text that a spreadsheet would take for a formula', () => {
    for (const value of ['=1+1', '+20 100', '-2', '@SUM(A1)', '\tx', '\rx', '=HYPERLINK("http://evil.example/","Click")']) {
      expect(neutraliseCell(value), value).toBe(`'${value}`);
    }
  });

  it('leaves other text alone, Arabic included', () => {
    for (const value of ['', 'Mona', '12 Nile Street', 'أحمد', '#1001', ' =1', "'quoted"]) expect(neutraliseCell(value)).toBe(value);
  });

  it('neutralises the strings a stringifier writes and keeps numbers as numbers', async () => {
    const rows = parse(await written([['=cmd', -250.5, '-5', 3]])) as string[][];
    expect(rows).toEqual([["'=cmd", '-250.5', "'-5", '3']]);
  });
});
