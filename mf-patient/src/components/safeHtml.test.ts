import { safeHtml } from './safeHtml';

describe('safeHtml', () => {
  it('keeps the markup of an article', () => {
    const html = '<h2>Eating well</h2><p>Choose <strong>whole</strong> grains.</p><ul><li>Oats</li></ul><a href="https://example.org/a">More</a>';
    expect(safeHtml(html)).toBe(
      '<h2>Eating well</h2><p>Choose <strong>whole</strong> grains.</p><ul><li>Oats</li></ul><a href="https://example.org/a" rel="noopener noreferrer">More</a>',
    );
  });

  it('drops scripts, handlers, styles and dangerous links, keeping harmless text', () => {
    const html =
      '<p onclick="steal()" style="color:red">Hi<script>alert(1)</script></p><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a><div><span>kept</span></div><iframe src="//evil"></iframe><svg><script>1</script></svg>';
    expect(safeHtml(html)).toBe('<p>Hi</p><a rel="noopener noreferrer">x</a>kept');
  });
});
