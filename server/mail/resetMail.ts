import { bilingualMail, type BilingualMail } from './bilingualMail';

/** A password reset mail (French first, then English). */
export type ResetMail = BilingualMail;

/** What a password reset mail says. */
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
  return bilingualMail('Réinitialisation du mot de passe / Password reset', fr, en, link);
}
