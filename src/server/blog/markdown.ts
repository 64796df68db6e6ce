/** The article Markdown renderer lives in src/shared (the edit screen's live preview uses the same one). */
export { renderMarkdown } from '#shared/blog/markdown';
