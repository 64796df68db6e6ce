/**
 * Two guards of the page analysis against hostile HTML: the nesting depth, measured with
 * htmlparser2's streaming tokenizer before any tree is built (a tree of 400,000 nested <div>
 * costs parse5 minutes; the scan stops at the first element past the limit), and text read
 * without recursion (cheerio's `.text()` recurses once per level).
 */
import type { AnyNode } from 'domhandler';
import { Parser } from 'htmlparser2';

class TooDeep extends Error {}

/**
 * True when `markup` nests elements deeper than `maxDepth` (htmlparser2 closes implied ends:
 * `<p>`, `<li>`, table cells, void elements). Bytes are read as latin1: tag names are ASCII.
 */
export function nestsDeeperThan(markup: Buffer | string, maxDepth: number, xml = false): boolean {
  let depth = 0;
  const parser = new Parser(
    {
      onopentag() {
        depth += 1;
        if (depth > maxDepth) throw new TooDeep();
      },
      onclosetag() {
        depth -= 1;
      },
    },
    { xmlMode: xml, decodeEntities: false },
  );
  try {
    parser.end(typeof markup === 'string' ? markup : markup.toString('latin1'));
  } catch (err) {
    if (err instanceof TooDeep) return true;
    throw err;
  }
  return false;
}

/** The text of `nodes` and their descendants, in document order (as cheerio's `.text()`), walked with a stack. */
export function textOf(nodes: readonly AnyNode[]): string {
  const parts: string[] = [];
  const stack: AnyNode[] = [...nodes].reverse();
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (node.type === 'text') parts.push(node.data);
    else if ('children' in node) {
      for (let i = node.children.length - 1; i >= 0; i -= 1) stack.push(node.children[i]!);
    }
  }
  return parts.join('');
}
