import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A small, safe Markdown renderer for the content pages: headings, paragraphs, lists, quotes, code
 * blocks, rules, links, emphasis and inline code. It builds React elements (never HTML strings), so
 * the text cannot inject markup; links are limited to site paths, http(s) and mailto.
 */

export type Block =
  | { type: 'heading'; level: 1 | 2 | 3 | 4; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; ordered: boolean; items: string[] }
  | { type: 'quote'; text: string }
  | { type: 'code'; language: string; code: string }
  | { type: 'rule' };

const HEADING = /^(#{1,4})\s+(.*)$/;
const UNORDERED = /^\s*[-*+]\s+(.*)$/;
const ORDERED = /^\s*\d+[.)]\s+(.*)$/;
const FENCE = /^```\s*([\w-]*)\s*$/;
const RULE = /^(?:-{3,}|\*{3,}|_{3,})\s*$/;

export function parseBlocks(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let index = 0;
  while (index < lines.length) {
    const line = lines[index] ?? '';
    if (line.trim() === '') {
      index += 1;
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence) {
      const code: string[] = [];
      index += 1;
      while (index < lines.length && !/^```\s*$/.test(lines[index] ?? '')) {
        code.push(lines[index] ?? '');
        index += 1;
      }
      index += 1; // closing fence
      blocks.push({ type: 'code', language: fence[1] ?? '', code: code.join('\n') });
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({
        type: 'heading',
        level: (heading[1]?.length ?? 1) as 1 | 2 | 3 | 4,
        text: (heading[2] ?? '').trim(),
      });
      index += 1;
      continue;
    }
    if (RULE.test(line)) {
      blocks.push({ type: 'rule' });
      index += 1;
      continue;
    }
    if (UNORDERED.test(line) || ORDERED.test(line)) {
      const ordered = !UNORDERED.test(line);
      const pattern = ordered ? ORDERED : UNORDERED;
      const items: string[] = [];
      while (index < lines.length) {
        const current = lines[index] ?? '';
        const match = pattern.exec(current);
        if (match) {
          items.push(match[1] ?? '');
        } else if (current.trim() !== '' && /^\s{2,}/.test(current) && items.length > 0) {
          items[items.length - 1] += ` ${current.trim()}`; // continuation line
        } else {
          break;
        }
        index += 1;
      }
      blocks.push({ type: 'list', ordered, items });
      continue;
    }
    if (line.startsWith('>')) {
      const quote: string[] = [];
      while (index < lines.length && (lines[index] ?? '').startsWith('>')) {
        quote.push((lines[index] ?? '').replace(/^>\s?/, ''));
        index += 1;
      }
      blocks.push({ type: 'quote', text: quote.join(' ') });
      continue;
    }
    const paragraph: string[] = [];
    while (index < lines.length) {
      const current = lines[index] ?? '';
      if (
        current.trim() === '' ||
        HEADING.test(current) ||
        FENCE.test(current) ||
        UNORDERED.test(current) ||
        ORDERED.test(current) ||
        current.startsWith('>') ||
        RULE.test(current)
      ) {
        break;
      }
      paragraph.push(current.trim());
      index += 1;
    }
    blocks.push({ type: 'paragraph', text: paragraph.join(' ') });
  }
  return blocks;
}

/** Only site paths, anchors, http(s) and mailto: anything else (javascript:, data:) is dropped. */
export function safeHref(href: string): string | null {
  const value = href.trim();
  if (/^(?:\/(?!\/)|#)/.test(value)) return value;
  if (/^(?:https?:\/\/|mailto:)/i.test(value)) return value;
  return null;
}

const INLINE = /(`[^`]+`)|(\[[^\]]+\]\([^)\s]+\))|(\*\*[^*]+\*\*)|(\*[^*\s][^*]*\*|_[^_\s][^_]*_)/;

export function renderInline(text: string, keyPrefix = 'i'): ReactNode[] {
  const nodes: ReactNode[] = [];
  let rest = text;
  let counter = 0;
  while (rest.length > 0) {
    const match = INLINE.exec(rest);
    if (!match || match.index === undefined) {
      nodes.push(rest);
      break;
    }
    if (match.index > 0) nodes.push(rest.slice(0, match.index));
    const token = match[0];
    const key = `${keyPrefix}-${counter++}`;
    if (match[1]) {
      nodes.push(<code key={key}>{token.slice(1, -1)}</code>);
    } else if (match[2]) {
      const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(token);
      const label = link?.[1] ?? token;
      const href = safeHref(link?.[2] ?? '');
      if (!href) nodes.push(label);
      else if (href.startsWith('/')) {
        nodes.push(
          <Link key={key} to={href}>
            {renderInline(label, key)}
          </Link>,
        );
      } else {
        nodes.push(
          <a key={key} href={href} {...(href.startsWith('#') ? {} : { target: '_blank', rel: 'noreferrer' })}>
            {renderInline(label, key)}
          </a>,
        );
      }
    } else if (match[3]) {
      nodes.push(<strong key={key}>{renderInline(token.slice(2, -2), key)}</strong>);
    } else {
      nodes.push(<em key={key}>{renderInline(token.slice(1, -1), key)}</em>);
    }
    rest = rest.slice(match.index + token.length);
  }
  return nodes;
}

export const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[`*_[\]()]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Renders Markdown; the first level-1 heading can be skipped when the page shows its own title. */
export function Markdown({ source, skipTitle = false }: { source: string; skipTitle?: boolean }) {
  let skipped = !skipTitle;
  return (
    <div className="prose">
      {parseBlocks(source).map((block, index) => {
        const key = `b${index}`;
        switch (block.type) {
          case 'heading': {
            if (block.level === 1 && !skipped) {
              skipped = true;
              return null;
            }
            const Tag = `h${block.level}` as const;
            return (
              <Tag key={key} id={slugify(block.text)}>
                {renderInline(block.text, key)}
              </Tag>
            );
          }
          case 'paragraph':
            return <p key={key}>{renderInline(block.text, key)}</p>;
          case 'list': {
            const items = block.items.map((item, itemIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: list items of static content
              <li key={itemIndex}>{renderInline(item, `${key}-${itemIndex}`)}</li>
            ));
            return block.ordered ? <ol key={key}>{items}</ol> : <ul key={key}>{items}</ul>;
          }
          case 'quote':
            return (
              <blockquote key={key}>
                <p>{renderInline(block.text, key)}</p>
              </blockquote>
            );
          case 'code':
            return (
              <pre key={key} data-language={block.language || undefined}>
                <code>{block.code}</code>
              </pre>
            );
          case 'rule':
            return <hr key={key} />;
          default:
            return <Fragment key={key} />;
        }
      })}
    </div>
  );
}
