/** Notifications poussées : les réponses de l’API sur l’abonnement d’un appareil, l’offre des tableaux de bord et l’interrupteur de cet appareil dans les paramètres du compte. */
export const pushFr = {
  "api.push.endpoint": "L’adresse doit être l’adresse https du service de notifications poussées",
  "api.push.keys": "Les clés doivent être la p256dh (65 octets) et l’auth (16 octets) du navigateur, en base64url",
  "api.push.subscribed": "Cet appareil affichera vos notifications",
  "api.push.unsubscribed": "Cet appareil n’affichera plus vos notifications",
  "api.push.notFound": "Cet appareil n’est pas abonné",
  "app.push.offer.text": "Recevoir les notifications sur cet appareil",
  "app.push.offer.accept": "Activer",
  "app.push.offer.dismiss": "Plus tard",
  "app.push.settings.title": "Notifications sur cet appareil",
  "app.push.settings.intro": "Vos notifications peuvent s’afficher sur cet appareil même quand DanceLink est fermé. Ce choix ne vaut que pour cet appareil.",
  "app.push.settings.switch": "Afficher les notifications sur cet appareil",
  "app.push.settings.unsupported": "Ce navigateur ne peut pas afficher les notifications d’un site Web.",
  "app.push.settings.blocked": "Les notifications sont bloquées pour ce site : autorisez-les dans les paramètres du navigateur, puis activez-les ici.",
  "app.push.failed": "Les notifications n’ont pas pu être activées sur cet appareil.",
  "app.notifications.preferences.push": "Notifications poussées",
} as const;
