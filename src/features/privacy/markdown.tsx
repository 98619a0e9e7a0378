import type { ReactNode } from "react";

/**
 * The owner's policies are written in a small, safe Markdown: `#`/`##`/`###` headings, paragraphs,
 * `-` and `1.` lists, `**bold**`, `*emphasis*` and `[links](…)`. Everything becomes React elements,
 * which escape their text: no HTML the owner (or whoever took their session) types reaches a page as
 * markup. A link goes only to a path of this site, https, http or mailto; any other target is its text.
 */

const SAFE_HREF = /^(\/(?!\/)|https?:\/\/|mailto:)/i;

/** The inline marks of one line of text. */
function inline(text: string, key: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  const pattern = /\*\*(.+?)\*\*|\*(.+?)\*|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  let n = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) nodes.push(text.slice(last, match.index));
    const id = `${key}-${n++}`;
    const [, bold, emphasis, label, href] = match;
    if (bold !== undefined) nodes.push(<strong key={id}>{inline(bold, id)}</strong>);
    else if (emphasis !== undefined) nodes.push(<em key={id}>{inline(emphasis, id)}</em>);
    else if (SAFE_HREF.test(href!))
      nodes.push(
        <a key={id} href={href}>
          {inline(label!, id)}
        </a>,
      );
    else nodes.push(label!);
    last = match.index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

type Block =
  | { type: "heading"; level: number; text: string }
  | { type: "list"; ordered: boolean; items: { key: string; text: string }[] }
  | { type: "paragraph"; lines: string[] };

function blocksOf(markdown: string): Block[] {
  const blocks: Block[] = [];
  for (const raw of markdown.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trim();
    const previous = blocks.at(-1);
    const heading = line.match(/^(#{1,3})\s+(.*)$/);
    const bullet = line.match(/^[-*]\s+(.*)$/);
    const numbered = line.match(/^\d+[.)]\s+(.*)$/);
    if (line === "") blocks.push({ type: "paragraph", lines: [] });
    else if (heading) blocks.push({ type: "heading", level: heading[1]!.length, text: heading[2]! });
    else if (bullet || numbered) {
      const ordered = Boolean(numbered);
      const item = (bullet ?? numbered)![1]!;
      if (previous?.type === "list" && previous.ordered === ordered) previous.items.push({ key: `${blocks.length}-${previous.items.length}`, text: item });
      else blocks.push({ type: "list", ordered, items: [{ key: `${blocks.length + 1}-0`, text: item }] });
    } else if (previous?.type === "paragraph") previous.lines.push(line);
    else blocks.push({ type: "paragraph", lines: [line] });
  }
  return blocks.filter((b) => b.type !== "paragraph" || b.lines.length > 0);
}

/** The document as elements; its headings start at h2 (the page's own title is the h1). */
export function Markdown({ source }: { source: string }) {
  return (
    <>
      {blocksOf(source).map((block, i) => {
        const key = `b${i}`;
        if (block.type === "heading") {
          const content = inline(block.text, key);
          return block.level <= 2 ? <h2 key={key}>{content}</h2> : <h3 key={key}>{content}</h3>;
        }
        if (block.type === "list") {
          const items = block.items.map((item) => <li key={item.key}>{inline(item.text, item.key)}</li>);
          return block.ordered ? <ol key={key}>{items}</ol> : <ul key={key}>{items}</ul>;
        }
        return <p key={key}>{inline(block.lines.join(" "), key)}</p>;
      })}
    </>
  );
}
