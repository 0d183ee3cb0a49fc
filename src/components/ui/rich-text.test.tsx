import { sanitizeRichText } from './rich-text';

describe('rich text from WordPress or a shopper', () => {
  it.each([
    ['<img src=x onerror=alert(1)>', '<img src="x" loading="lazy" />'],
    ['<p>Hi<script>alert(1)</script></p>', '<p>Hi</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<p style="position:fixed" onclick="steal()">text</p>', '<p>text</p>'],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<svg><script>alert(1)</script></svg>ok', 'ok'],
    ['<img src="data:text/html,<script>alert(1)</script>">', '<img loading="lazy" />'],
    ['<a href="//evil.example">x</a>', '<a>x</a>'],
  ])('%s renders as harmless markup', (html, safe) => {
    expect(sanitizeRichText(html)).toBe(safe);
  });

  it('keeps what an editor writes: headings, lists, quotes, links, images', () => {
    const html =
      '<h2>Notes</h2><p><strong>Top</strong> <em>notes</em>: <a href="https://shop.example/x" target="_blank">link</a></p>' +
      '<ul><li>amber</li></ul><blockquote>quote</blockquote><img src="https://shop.example/a.jpg" alt="a" width="10" height="10">';
    expect(sanitizeRichText(html)).toBe(
      '<h2>Notes</h2><p><strong>Top</strong> <em>notes</em>: <a href="https://shop.example/x" target="_blank" rel="noopener noreferrer">link</a></p>' +
        '<ul><li>amber</li></ul><blockquote>quote</blockquote><img src="https://shop.example/a.jpg" alt="a" width="10" height="10" loading="lazy" />',
    );
  });

  it('turns an editor h1 into h2, so the page keeps one title', () => {
    expect(sanitizeRichText('<h1>Title</h1>')).toBe('<h2>Title</h2>');
  });

  it('keeps the anchors of sections and headings (the info page links to them)', () => {
    expect(sanitizeRichText('<section id="returns-exchanges"><h2 id="faq">Q</h2></section>')).toBe(
      '<section id="returns-exchanges"><h2 id="faq">Q</h2></section>',
    );
  });

  it('drops ids that are not plain anchors, and ids on other tags', () => {
    expect(sanitizeRichText('<h2 id="javascript:alert(1)">A</h2>')).toBe('<h2>A</h2>');
    expect(sanitizeRichText('<h2 id="Main Content">A</h2>')).toBe('<h2>A</h2>');
    expect(sanitizeRichText(`<h2 id="${'a'.repeat(80)}">A</h2>`)).toBe('<h2>A</h2>');
    expect(sanitizeRichText('<p id="x" onclick="y()">A</p>')).toBe('<p>A</p>');
  });
});
