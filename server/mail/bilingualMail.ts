/** A mail of the product: French first, then English (the person has no language of their own yet). */
export interface BilingualMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The text and HTML of a mail whose paragraphs are given per language; `link` is made a link. */
export function bilingualMail(subject: string, fr: string[], en: string[], link: string): BilingualMail {
  const paragraphs = (lines: string[], lang: string) =>
    `<div lang="${lang}">${lines
      .map((l) =>
        l === link
          ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`
          : `<p>${escapeHtml(l)}</p>`,
      )
      .join('')}</div>`;
  return {
    subject,
    text: `${fr.join('\n\n')}\n\n---\n\n${en.join('\n\n')}\n`,
    html: `${paragraphs(fr, 'fr')}<hr>${paragraphs(en, 'en')}`,
  };
}
