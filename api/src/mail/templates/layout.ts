import type { MailMessage } from '../mailer';
import { type Locale, mailText } from './i18n';

/** A link: the address itself in the text part, `label` (default: the address) in the HTML part. */
export interface Link {
  href: string;
  label?: string;
}

/** A bulleted list ("- " lines in the text part). */
export interface List {
  items: Line[];
}

export type Line = string | Link;

/** One paragraph: a line, several lines (kept as line breaks), or a list. */
export type Paragraph = Line | Line[] | List;

/** A name or title as one line: a line break in a form field must not become a line (or a header) of our mail. */
export const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** Text for HTML: user text never becomes markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);
}

const isList = (paragraph: Paragraph): paragraph is List => typeof paragraph === 'object' && 'items' in paragraph;
const linesOf = (paragraph: Line | Line[]): Line[] => (Array.isArray(paragraph) ? paragraph : [paragraph]);
const lineText = (line: Line): string => (typeof line === 'string' ? line : line.href);

function lineHtml(line: Line): string {
  if (typeof line === 'string') return escapeHtml(line).replace(/\r?\n/g, '<br>');
  return `<a href="${escapeHtml(line.href)}" style="color:#0b5cad">${escapeHtml(line.label ?? line.href)}</a>`;
}

function paragraphText(paragraph: Paragraph): string {
  if (isList(paragraph)) return paragraph.items.map((item) => `- ${lineText(item)}`).join('\n');
  return linesOf(paragraph).map(lineText).join('\n');
}

function paragraphHtml(paragraph: Paragraph): string {
  if (isList(paragraph)) return `<ul style="margin:0 0 16px;padding-left:20px">${paragraph.items.map((item) => `<li>${lineHtml(item)}</li>`).join('')}</ul>`;
  return `<p style="margin:0 0 16px">${linesOf(paragraph).map(lineHtml).join('<br>')}</p>`;
}

/**
 * One mail with a plain-text and an HTML part of the same content (nodemailer sends them as
 * multipart/alternative), signed with the site's name. Every string is text: the HTML part escapes it.
 * `locale` is the language the paragraphs are written in (the HTML part's `lang`).
 */
export function composeMail(to: string, subject: string, paragraphs: Paragraph[], locale: Locale): MailMessage {
  // The signature: the site's name (as the default From name in config.ts writes it).
  const brand = mailText(locale, 'common.brand');
  const text = [...paragraphs.map(paragraphText), brand].join('\n\n');
  const html = [
    '<!doctype html>',
    `<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f4f4f2;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f1f1f">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px">',
    ...paragraphs.map(paragraphHtml),
    `<p style="margin:24px 0 0;color:#555555">${escapeHtml(brand)}</p>`,
    '</div></body></html>',
  ].join('\n');
  return { to, subject, text, html };
}
