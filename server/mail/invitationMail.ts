import { bilingualMail, type BilingualMail } from './bilingualMail';

/** What a team invitation says: French first, then English (the member has no language yet). */
export function invitationMail(
  opts: { name: string; business: string; link: string },
  lifetimeDays: number,
): BilingualMail {
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
  return bilingualMail(`Invitation : ${business} / Invitation: ${business}`, fr, en, link);
}
