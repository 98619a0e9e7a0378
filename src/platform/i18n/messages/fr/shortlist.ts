import type { Translation } from "../en.ts";
import type { shortlistEn } from "../en/shortlist.ts";

/** Messages françaises des listes de favoris des studios, clé pour clé celles de ../en/shortlist.ts. */
export const shortlistFr: Translation<typeof shortlistEn> = {
  "public.favourite.save": "Ajouter {name} à mes favoris",
  "public.favourite.remove": "Retirer {name} de mes favoris",
  "public.favourite.login": "Connectez-vous pour ajouter {name} à vos favoris",
  "public.favourite.failed": "Vos favoris n’ont pas pu être modifiés. Réessayez.",

  "client.nav.shortlist": "Favoris",
  "client.shortlist.title": "Mes favoris",
  "client.shortlist.lead": "Les artistes que vous avez gardés du répertoire. Nommez-les comme artistes préférés quand vous publiez une offre.",
  "client.shortlist.empty": "Vous n’avez encore gardé aucun artiste. Touchez le cœur d’un artiste du répertoire pour le retrouver ici.",
  "client.shortlist.browse": "Parcourir le répertoire",
  "client.shortlist.remove": "Retirer",
  "client.shortlist.removeLabel": "Retirer {name} de mes favoris",
  "client.shortlist.profile": "Voir le profil",
  "client.jobForm.preferred.legend": "Artistes préférés",
  "client.jobForm.preferred.hint": "Tirés de vos favoris : l’agence les voit en premier, et ils sont avisés de cette offre avant même de se proposer.",
  "client.jobForm.preferred.empty": "Ajoutez des artistes à vos favoris depuis le répertoire pour les nommer ici.",
  "client.job.preferred": "Artistes préférés",

  "admin.job.preferred.title": "Préférés par le studio",
  "admin.job.preferred.badge": "Préféré par le studio",

  "api.favourite.saved": "Ajouté à vos favoris",
  "api.favourite.removed": "Retiré de vos favoris",
  "api.job.preferredNotOnRoster": "Chaque artiste préféré doit être un artiste approuvé du répertoire",
  "api.validation.preferredArtists": "Les identifiants d’artistes préférés doivent former une liste d’au plus {max} identifiants",
};
