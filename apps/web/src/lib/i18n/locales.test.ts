import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENGLISH_ONLY_NAMESPACES } from './resources';

/** Issue 19: a key missing in either language fails here (English keys are also checked by the type checker). */
const LOCALES = join(import.meta.dirname, '../../locales');
const namespaces = readdirSync(join(LOCALES, 'en')).filter((name) => name.endsWith('.json'));
const englishOnly = new Set<string>(ENGLISH_ONLY_NAMESPACES.map((namespace) => `${namespace}.json`));
const translated = namespaces.filter((file) => !englishOnly.has(file));

function strings(language: string, file: string): Map<string, string> {
  const flat = new Map<string, string>();
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') flat.set(path, value);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) walk(inner, path ? `${path}.${key}` : key);
    } else throw new Error(`${language}/${file}: ${path} is neither text nor a group`);
  };
  walk(JSON.parse(readFileSync(join(LOCALES, language, file), 'utf8')), '');
  return flat;
}

const variables = (text: string) => [...text.matchAll(/{{\s*(\w+)/g)].map((match) => match[1]).sort();
const tags = (text: string) => [...text.matchAll(/<\/?(\w+)>/g)].map((match) => match[0]).sort();

describe.each(translated)('the %s strings', (file) => {
  const english = strings('en', file);
  const hindi = strings('hi', file);

  it('exist in Hindi for every English key, and no more', () => {
    expect([...hindi.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('are never empty', () => {
    for (const [language, texts] of [
      ['en', english],
      ['hi', hindi],
    ] as const) {
      for (const [key, text] of texts) expect(text.trim(), `${language}/${file} ${key}`).not.toBe('');
    }
  });

  it('fill the same values and mark the same words in both languages', () => {
    for (const [key, text] of english) {
      const translated = hindi.get(key) ?? '';
      expect(variables(translated), `${file} ${key}`).toEqual(variables(text));
      expect(tags(translated), `${file} ${key}`).toEqual(tags(text));
    }
  });
});

it('every namespace has a Hindi file, except the panels that stay English', () => {
  expect(readdirSync(join(LOCALES, 'hi')).sort()).toEqual(translated.sort());
});

describe.each([...englishOnly])('the English-only %s strings', (file) => {
  it('are never empty', () => {
    for (const [key, text] of strings('en', file)) expect(text.trim(), `en/${file} ${key}`).not.toBe('');
  });
});
