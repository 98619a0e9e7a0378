/** L’application installable : ce que le téléphone montre en proposant d’installer un tableau de bord, et le bandeau hors ligne. */
export const pwaFr = {
  "pwa.manifest.site.name": "DanceLink",
  "pwa.manifest.site.description": "L’enseignement de la danse partout au Canada : les studios réservent des artistes qualifiés.",
  "pwa.manifest.client.name": "DanceLink pour les studios",
  "pwa.manifest.client.shortName": "DanceLink studio",
  "pwa.manifest.client.description": "Publiez des offres, réservez des artistes et suivez les cours de votre studio.",
  "pwa.manifest.artist.name": "DanceLink pour les artistes",
  "pwa.manifest.artist.shortName": "DanceLink artiste",
  "pwa.manifest.artist.description": "Trouvez des contrats d’enseignement, proposez-vous et suivez vos réservations.",
  "pwa.manifest.admin.name": "Console DanceLink",
  "pwa.manifest.admin.shortName": "Console DanceLink",
  "pwa.manifest.admin.description": "Gérez l’agence : artistes, offres, messagerie et factures.",
  "app.offline.banner": "Vous êtes hors ligne. Voici ce que la page affichait en dernier ; les changements attendront votre retour en ligne.",
};
