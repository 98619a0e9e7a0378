/**
 * English messages of `mail.*`: the transactional mail's subjects and texts,
 * rendered on the server only (src/features/notifications/mail-templates/), never in a browser bundle. The
 * French twin is ../fr/mail.ts; src/platform/i18n/messages/en.ts assembles the catalogue.
 */
export const mailEn = {
  // The frame every mail shares (src/platform/mail/layout.ts).
  "mail.greeting": "Hello {name},",
  "mail.signature": "The DanceLink team",
  "mail.linkFallback": "If the button does not work, copy this link into your browser:",
  "mail.footer.reason": "You are receiving this e-mail about your DanceLink account.",
  "mail.footer.visit": "Visit DanceLink",
  "mail.footer.contact": "Questions? Write to us at {email}.",

  "mail.verifyEmail.subject": "Confirm your e-mail address",
  "mail.verifyEmail.intro": "Welcome to DanceLink! Confirm your e-mail address to finish setting up your account.",
  "mail.verifyEmail.action": "Confirm my e-mail address",
  "mail.verifyEmail.note": "If you did not create a DanceLink account, you can ignore this e-mail.",

  "mail.confirmNewEmail.subject": "Confirm your new e-mail address",
  "mail.confirmNewEmail.intro": "You asked to use this address for your DanceLink account. Confirm it to finish the change.",
  "mail.confirmNewEmail.action": "Confirm this address",
  "mail.confirmNewEmail.note": "If you did not ask for this, ignore this e-mail: your account keeps its current address.",

  "mail.emailChangeNotice.subject": "Your DanceLink e-mail address is changing",
  "mail.emailChangeNotice.intro": "Someone asked to move your DanceLink account to the address {newEmail}. The change applies once that address is confirmed.",
  "mail.emailChangeNotice.note":
    "If this was not you, sign in and cancel the change in your account settings, or reset your password from the sign-in page: either one stops it. Then contact us.",

  "mail.emailChanged.subject": "Your DanceLink e-mail address was changed",
  "mail.emailChanged.intro": "Your DanceLink account now uses the address {newEmail}: you sign in with it and our e-mails go there.",
  "mail.emailChanged.note": "If this was not you, contact us right away: we will help you get your account back.",

  "mail.resetPassword.subject": "Reset your DanceLink password",
  "mail.resetPassword.intro": "Someone asked to reset the password of your DanceLink account. Choose a new password with the link below.",
  "mail.resetPassword.action": "Choose a new password",
  "mail.resetPassword.note": "The link works once, for 60 minutes. If you did not ask for it, ignore this e-mail: your password stays the same.",

  "mail.passwordChanged.subject": "Your DanceLink password was changed",
  "mail.passwordChanged.intro": "The password of your DanceLink account was just changed.",
  "mail.passwordChanged.note": "If this was not you, reset your password from the sign-in page right away and contact us.",

  "mail.accountDeleted.subject": "Your DanceLink account was deleted",
  "mail.accountDeleted.intro": "Your DanceLink account and its data were deleted, as you asked.",
  "mail.accountDeleted.note": "Thank you for dancing with us. You are welcome back any time.",
} as const;
