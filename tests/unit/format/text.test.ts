import { describe, expect, it } from 'vitest';
import { escapeHtml, escapeXml } from '#shared/format/html-escape';
import { publicationRate } from '#shared/leads/dashboard-stats';
import { foldForSearch, readingTime, splitKeywords, truncate } from '#shared/format/text';

const words = (n: number) => Array.from({ length: n }, (_, i) => `mot${i}`).join(' ');

describe('keywords typed as one comma-separated field', () => {
  it('are split on commas, trimmed, and empties dropped', () => {
    expect(splitKeywords(' seo , avocat,, droit pénal ,  ,')).toEqual(['seo', 'avocat', 'droit pénal']);
  });

  it('give an empty list for an empty field', () => {
    expect(splitKeywords('')).toEqual([]);
    expect(splitKeywords(' , ')).toEqual([]);
  });
});

describe('the reading time of an article', () => {
  it('is the word count divided by 200, rounded up', () => {
    expect(readingTime(words(200))).toBe(1);
    expect(readingTime(words(201))).toBe(2);
    expect(readingTime(words(400))).toBe(2);
    expect(readingTime(words(401))).toBe(3);
  });

  it('is at least one minute', () => {
    expect(readingTime('')).toBe(1);
    expect(readingTime('Bonjour')).toBe(1);
  });

  it('does not count Markdown marks as words', () => {
    const markdown = `## Titre\n\n- ${words(199)}\n\n---`;
    expect(readingTime(markdown)).toBe(1);
    expect(readingTime(`${markdown} un`)).toBe(2);
  });
});

describe('an excerpt cut for the admin lists', () => {
  it('is kept as is when it fits in 100 characters', () => {
    const text = 'a'.repeat(100);
    expect(truncate(text, 100)).toBe(text);
  });

  it("is cut at 100 characters and ends with '...'", () => {
    const cut = truncate('b'.repeat(150));
    expect(cut).toBe(`${'b'.repeat(100)}...`);
  });
});

describe('the dashboard publication rate', () => {
  it('is the rounded share of published articles', () => {
    expect(publicationRate(7, 3)).toBe(43);
    expect(publicationRate(3, 3)).toBe(100);
    expect(publicationRate(3, 2)).toBe(67);
  });

  it('is 0 when there are no articles', () => {
    expect(publicationRate(0, 0)).toBe(0);
  });
});

describe('search folding', () => {
  it('ignores case, accents and punctuation', () => {
    expect(foldForSearch('  Saint-Étienne ')).toBe('saint etienne');
  });
});

describe('HTML escaping', () => {
  it('neutralises markup and quotes', () => {
    expect(escapeHtml(`<a href="x">Tom & l'avocat</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; l&#39;avocat&lt;/a&gt;');
  });
});

describe('XML escaping for the sitemap and the RSS feed', () => {
  it('escapes markup and quotes and drops forbidden control characters', () => {
    expect(escapeXml(`Tom & "l'avocat" <b>\u0001`)).toBe('Tom &amp; &quot;l&apos;avocat&quot; &lt;b&gt;');
  });
});
