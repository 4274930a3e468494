/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/**
 * What runs inside the captured page (`page.evaluate`): reading it and scrolling it. Nothing here may
 * use a name from outside its own function: Playwright sends each function's source to the page.
 */

/** Reads the page in the browser: outline, links, and the words visible between two heights (CSS px). */
export function readPage(args: { from: number; to: number }) {
  const visible = (element: Element | null): boolean => {
    for (let node = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.display === 'none' || style.visibility === 'hidden' || style.opacity === '0') return false;
    }
    return true;
  };
  const words: string[] = [];
  const walker = document.createTreeWalker(document.body ?? document.documentElement, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.replace(/\s+/g, ' ').trim();
    if (!text || !visible(node.parentElement)) continue;
    const tag = node.parentElement?.tagName;
    if (tag === 'SCRIPT' || tag === 'STYLE' || tag === 'NOSCRIPT' || tag === 'TEMPLATE') continue;
    range.selectNodeContents(node);
    const rect = range.getBoundingClientRect();
    const top = rect.top + window.scrollY;
    if (rect.width === 0 || rect.height === 0 || top + rect.height <= args.from || top >= args.to) continue;
    words.push(text);
  }
  for (const field of document.querySelectorAll('input, textarea')) {
    const input = field as HTMLInputElement;
    const rect = input.getBoundingClientRect();
    const top = rect.top + window.scrollY;
    if (!visible(input) || top + rect.height <= args.from || top >= args.to) continue;
    const shown = input.type === 'password' ? '' : input.value || input.placeholder;
    if (shown && input.type !== 'hidden') words.push(shown);
  }
  const text = (selector: string) =>
    [...document.querySelectorAll(selector)]
      .filter((element) => visible(element))
      .map((element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim())
      .filter(Boolean);
  const links = [...document.querySelectorAll('a[href]')]
    .map((a) => (a as HTMLAnchorElement).href)
    .filter((href) => href.startsWith(location.origin));
  return {
    text: words.join('\n'),
    outline: {
      title: document.title.trim(),
      headings: text('h1, h2'),
      fields: [...document.querySelectorAll('input, select, textarea')]
        .filter((element) => visible(element) && (element as HTMLInputElement).type !== 'hidden')
        .map((element) => ({
          type: ((element as HTMLInputElement).type || element.tagName).toLowerCase(),
          autocomplete: ((element as HTMLInputElement).autocomplete || '').toLowerCase(),
        })),
    },
    links,
    height: Math.max(document.documentElement.scrollHeight, document.body?.scrollHeight ?? 0),
  };
}

/** Scrolls a page through, a viewport at a time, up to `limit` CSS pixels; then back to the top. */
export async function scrollPage(limit: number): Promise<void> {
  const step = window.innerHeight;
  for (let y = 0; y < Math.min(document.documentElement.scrollHeight, limit); y += step) {
    window.scrollTo(0, y);
    await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50)));
  }
  window.scrollTo(0, 0);
}
