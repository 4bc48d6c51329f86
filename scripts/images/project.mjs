/**
 * Where the generator reads and writes, and the project's single sources it reads instead of keeping copies:
 * data/brand.json (colours, fonts), data/site/en/firm.json (the firm's name, city and founding year) and each
 * edition's dictionary (the share cards' words).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const OUT = path.join(ROOT, 'data', 'images');

const readJson = (file) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));
export const brand = readJson('data/brand.json');
export const firm = readJson('data/site/en/firm.json');

/** Each edition's interface dictionary (data/interface/<code>.json), by language code: the share cards' words. */
export const dictionaries = Object.fromEntries(
  readdirSync(path.join(ROOT, 'data', 'interface'))
    .filter((file) => /^[a-z]{2}\.json$/.test(file))
    .map((file) => [file.slice(0, 2), readJson(`data/interface/${file}`)]),
);

/** A dictionary string with its {placeholders} filled. */
export const fillText = (template, values) => template.replace(/\{(\w+)\}/g, (_, name) => String(values[name]));

/** A brand colour by its token name; a token whose value names another token takes that token's value. */
export function brandColor(token, seen = []) {
  const value = brand.colors[token];
  if (value === undefined || seen.includes(token)) throw new Error(`data/brand.json has no colour "${token}"`);
  return value.startsWith('#') ? value.toLowerCase() : brandColor(value, [...seen, token]);
}
