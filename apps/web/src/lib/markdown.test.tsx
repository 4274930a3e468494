import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Markdown, parseBlocks, safeHref } from './markdown';

const renderMarkdown = (source: string) =>
  render(
    <MemoryRouter>
      <Markdown source={source} />
    </MemoryRouter>,
  );

describe('Markdown', () => {
  it('parses headings, paragraphs, lists, quotes, code and rules', () => {
    const blocks = parseBlocks(
      '# Title\n\nOne\nline.\n\n- a\n- b\n\n1. first\n2. second\n\n> quoted\n\n```ts\nconst x = 1;\n```\n\n---',
    );
    expect(blocks.map((block) => block.type)).toEqual([
      'heading',
      'paragraph',
      'list',
      'list',
      'quote',
      'code',
      'rule',
    ]);
    expect(blocks[1]).toEqual({ type: 'paragraph', text: 'One line.' });
    expect(blocks[3]).toEqual({ type: 'list', ordered: true, items: ['first', 'second'] });
  });

  it('renders emphasis, code and links as elements', () => {
    renderMarkdown(
      'A **bold** and *soft* `code` with [a page](/pages/paywall) and [a site](https://example.com).',
    );
    expect(screen.getByText('bold').tagName).toBe('STRONG');
    expect(screen.getByText('soft').tagName).toBe('EM');
    expect(screen.getByText('code').tagName).toBe('CODE');
    expect(screen.getByRole('link', { name: 'a page' }).getAttribute('href')).toBe('/pages/paywall');
    const external = screen.getByRole('link', { name: 'a site' });
    expect(external.getAttribute('rel')).toBe('noreferrer');
  });

  it('never renders markup or dangerous links from the text', () => {
    const { container } = renderMarkdown('<img src=x onerror="alert(1)"> [click](javascript:alert(1))');
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">');
  });

  it('accepts only site paths, anchors, http(s) and mailto', () => {
    expect(safeHref('/blog')).toBe('/blog');
    expect(safeHref('#top')).toBe('#top');
    expect(safeHref('mailto:hi@pageshelf.local')).toBe('mailto:hi@pageshelf.local');
    expect(safeHref('//evil.example')).toBeNull();
    expect(safeHref('data:text/html,hi')).toBeNull();
  });
});
