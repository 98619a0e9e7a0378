import type { Translation } from "../en.ts";
import type { mailEn } from "../en/mail.ts";

/** Messages françaises de `mail.*`, clé pour clé celles de ../en/mail.ts (courriels, rendus sur le serveur seulement). */
export const mailFr: Translation<typeof mailEn> = {
  "mail.greeting": "Bonjour {name},",
  "mail.signature": "L’équipe DanceLink",
  "mail.linkFallback": "Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :",
  "mail.footer.reason": "Vous recevez ce courriel au sujet de votre compte DanceLink.",
  "mail.footer.visit": "Visiter DanceLink",
  "mail.footer.contact": "Des questions\u00a0? Écrivez-nous à {email}.",

  "mail.verifyEmail.subject": "Confirmez votre adresse courriel",
  "mail.verifyEmail.intro": "Bienvenue chez DanceLink\u00a0! Confirmez votre adresse courriel pour terminer la création de votre compte.",
  "mail.verifyEmail.action": "Confirmer mon adresse courriel",
  "mail.verifyEmail.note": "Si vous n’avez pas créé de compte DanceLink, vous pouvez ignorer ce courriel.",

  "mail.confirmNewEmail.subject": "Confirmez votre nouvelle adresse courriel",
  "mail.confirmNewEmail.intro": "Vous avez demandé d’utiliser cette adresse pour votre compte DanceLink. Confirmez-la pour terminer le changement.",
  "mail.confirmNewEmail.action": "Confirmer cette adresse",
  "mail.confirmNewEmail.note": "Si vous n’avez rien demandé, ignorez ce courriel : votre compte garde son adresse actuelle.",

  "mail.emailChangeNotice.subject": "L’adresse courriel de votre compte DanceLink va changer",
  "mail.emailChangeNotice.intro":
    "Quelqu’un a demandé de transférer votre compte DanceLink à l’adresse {newEmail}. Le changement s’applique dès que cette adresse est confirmée.",
  "mail.emailChangeNotice.note":
    "Si ce n’était pas vous, connectez-vous et annulez le changement dans les paramètres de votre compte, ou réinitialisez votre mot de passe depuis la page de connexion : l’un ou l’autre l’arrête. Écrivez-nous ensuite.",

  "mail.emailChanged.subject": "L’adresse courriel de votre compte DanceLink a été changée",
  "mail.emailChanged.intro": "Votre compte DanceLink utilise désormais l’adresse {newEmail} : vous vous connectez avec elle et nos courriels y sont envoyés.",
  "mail.emailChanged.note": "Si ce n’était pas vous, écrivez-nous sans attendre : nous vous aiderons à reprendre votre compte.",

  "mail.resetPassword.subject": "Réinitialisez votre mot de passe DanceLink",
  "mail.resetPassword.intro":
    "Quelqu’un a demandé de réinitialiser le mot de passe de votre compte DanceLink. Choisissez un nouveau mot de passe avec le lien ci-dessous.",
  "mail.resetPassword.action": "Choisir un nouveau mot de passe",
  "mail.resetPassword.note":
    "Le lien fonctionne une seule fois, pendant 60 minutes. Si vous n’avez rien demandé, ignorez ce courriel : votre mot de passe reste le même.",

  "mail.passwordChanged.subject": "Le mot de passe de votre compte DanceLink a été changé",
  "mail.passwordChanged.intro": "Le mot de passe de votre compte DanceLink vient d’être changé.",
  "mail.passwordChanged.note": "Si ce n’était pas vous, réinitialisez votre mot de passe dès maintenant depuis la page de connexion et écrivez-nous.",

  "mail.accountDeleted.subject": "Votre compte DanceLink a été supprimé",
  "mail.accountDeleted.intro": "Votre compte DanceLink et ses données ont été supprimés, comme vous l’avez demandé.",
  "mail.accountDeleted.note": "Merci d’avoir dansé avec nous. Au plaisir de vous revoir.",
} as const;
