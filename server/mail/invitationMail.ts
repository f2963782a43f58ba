import type { ResetMail } from './resetMail';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** What a team invitation says: French first, then English (the member has no language yet). */
export function invitationMail(
  opts: { name: string; business: string; link: string },
  lifetimeDays: number,
): ResetMail {
  const { name, business, link } = opts;
  const fr = [
    `Bonjour ${name},`,
    `${business} vous invite à rejoindre son équipe sur le back-office. Pour choisir votre mot de passe, ouvrez ce lien :`,
    link,
    `Ce lien est valable ${lifetimeDays} jours et ne sert qu'une fois. Vous vous connecterez ensuite avec cette adresse e-mail.`,
  ];
  const en = [
    `Hello ${name},`,
    `${business} invites you to join its team on the back-office. To choose your password, open this link:`,
    link,
    `This link is valid for ${lifetimeDays} days and works once. You will then sign in with this email address.`,
  ];
  const paragraphs = (lines: string[], lang: string) =>
    `<div lang="${lang}">${lines
      .map((l) =>
        l === link
          ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`
          : `<p>${escapeHtml(l)}</p>`,
      )
      .join('')}</div>`;
  return {
    subject: `Invitation : ${business} / Invitation: ${business}`,
    text: `${fr.join('\n\n')}\n\n---\n\n${en.join('\n\n')}\n`,
    html: `${paragraphs(fr, 'fr')}<hr>${paragraphs(en, 'en')}`,
  };
}
