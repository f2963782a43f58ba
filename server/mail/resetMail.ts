/** What a password reset mail says: French first, then English (the account has no language of its own). */
export interface ResetMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function resetMail(link: string, lifetimeMinutes: number): ResetMail {
  const fr = [
    'Bonjour,',
    'Une réinitialisation du mot de passe de votre compte a été demandée. Pour choisir un nouveau mot de passe, ouvrez ce lien :',
    link,
    `Ce lien est valable ${lifetimeMinutes} minutes et ne sert qu'une fois. Il ne fonctionne plus si le mot de passe change entre-temps.`,
    "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
  ];
  const en = [
    'Hello,',
    'A password reset was requested for your account. To choose a new password, open this link:',
    link,
    `This link is valid for ${lifetimeMinutes} minutes and works once. It stops working if the password changes meanwhile.`,
    'If you did not ask for this, ignore this message: your password stays as it is.',
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
    subject: 'Réinitialisation du mot de passe / Password reset',
    text: `${fr.join('\n\n')}\n\n---\n\n${en.join('\n\n')}\n`,
    html: `${paragraphs(fr, 'fr')}<hr>${paragraphs(en, 'en')}`,
  };
}
