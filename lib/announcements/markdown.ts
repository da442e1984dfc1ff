import MarkdownIt, { type Token } from 'markdown-it';

/**
 * The one Markdown renderer of announcements: the members' page and the e-mail render the
 * same text with it. Raw HTML is off (a tag reads as text), images are off (a remote image
 * in an e-mail is a tracker, and the page's CSP would block it), and a link is a link only
 * to http, https or mailto: anything else (javascript:, data:, vbscript:, a relative path an
 * e-mail could not follow) stays plain text.
 */
const SAFE_LINK = /^(https?:\/\/|mailto:)/i;

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });
markdown.disable(['image']);
markdown.validateLink = (url) => SAFE_LINK.test(url.trim());

const renderToken = markdown.renderer.renderToken.bind(markdown.renderer);
markdown.renderer.rules.link_open = (tokens, index, options) => {
  const token = tokens[index]!;
  token.attrSet('rel', 'noopener noreferrer');
  return renderToken(tokens, index, options);
};

/** Markdown → HTML that is safe to put into a page or an e-mail as it is. */
export function renderMarkdown(source: string): string {
  return markdown.render(source);
}

/**
 * Markdown → plain text for an e-mail's text part: paragraphs and list items on their
 * own lines, a link as "text (url)" when the two differ.
 */
export function markdownToText(source: string): string {
  const tokens = markdown.parse(source, {});
  const lines: string[] = [];
  let prefix = '';
  for (const token of tokens) {
    if (token.type === 'bullet_list_open' || token.type === 'ordered_list_open') continue;
    if (token.type === 'list_item_open') prefix = token.info ? `${token.info}. ` : '- ';
    if (token.type === 'inline') {
      lines.push(prefix + inlineText(token.children ?? []));
      prefix = '';
    }
    if (token.type === 'fence' || token.type === 'code_block') lines.push(token.content.trimEnd());
    if ((token.type === 'paragraph_close' && !token.hidden) || token.type === 'heading_close')
      lines.push('');
    if (token.type === 'bullet_list_close' || token.type === 'ordered_list_close') lines.push('');
  }
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function inlineText(children: Token[]): string {
  let text = '';
  let href: string | null = null;
  let linkText = '';
  for (const child of children) {
    if (child.type === 'link_open') {
      // A bare address that linkify made a link already reads as itself.
      href =
        child.markup === 'linkify' || child.markup === 'autolink'
          ? ''
          : String(child.attrGet('href') ?? '');
      linkText = '';
    } else if (child.type === 'link_close') {
      text += href && href !== linkText ? `${linkText} (${href})` : linkText;
      href = null;
    } else {
      const piece = child.type === 'softbreak' || child.type === 'hardbreak' ? '\n' : child.content;
      if (href !== null) linkText += piece;
      else text += piece;
    }
  }
  return text;
}
