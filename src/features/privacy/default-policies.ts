import type { PolicyKind } from "./privacy.contract.ts";

/** Where the agency's legal name goes in the product's own texts: its settings fill it in when the page is drawn. */
export const AGENCY_PLACEHOLDER = "{agency}";

/** The day the product's own texts apply from, until the owner publishes versions of their own. */
export const DEFAULT_EFFECTIVE_ON = "2026-01-01";

/**
 * The texts the product ships, in the owner's safe Markdown (headings, paragraphs, lists, bold, links): sensible
 * terms for a booking agency in Canada, the privacy policy Québec's Law 25 asks for, and what the cookies are for.
 * The owner replaces them in the console; the person in charge of personal information is printed beside the
 * privacy policy from the agency's settings.
 */
export const DEFAULT_POLICIES: Record<PolicyKind, { en: string; fr: string }> = {
  terms: {
    en: `## Who we are

This site is run by {agency}, an agency that connects dance studios across Canada with the dance artists who teach and perform for them.

## Your account

- You give true information when you sign up, and keep it current.
- You keep your password to yourself; what is done with your account is done by you.
- Studios post jobs; artists the agency approved may opt in; the agency confirms each booking.

## Bookings and invoices

A confirmed booking commits the studio and the artist to its dates and hours. The agency invoices the studio for confirmed work at the rate shown on the job, with the sales taxes of its province.

## Conduct

No harassment, discrimination or unlawful content in profiles, reviews or messages. The agency may hide content and disable an account that breaks these terms.

## Changes

When these terms change, the new version is published here with its date, and you are asked to accept it at your next visit.

## Contact

Questions about these terms: write to us from the [contact page](/contact-us).`,
    fr: `## Qui nous sommes

Ce site est exploité par {agency}, une agence qui met en relation des studios de danse partout au Canada avec les artistes qui y enseignent et s’y produisent.

## Votre compte

- Vous donnez des renseignements exacts à l’inscription et les tenez à jour.
- Vous gardez votre mot de passe pour vous ; ce qui est fait avec votre compte l’est par vous.
- Les studios publient des contrats ; les artistes approuvés par l’agence peuvent s’y proposer ; l’agence confirme chaque réservation.

## Réservations et factures

Une réservation confirmée engage le studio et l’artiste à ses dates et heures. L’agence facture au studio le travail confirmé au tarif indiqué sur le contrat, avec les taxes de sa province.

## Conduite

Aucun harcèlement, aucune discrimination, aucun contenu illégal dans les profils, les avis ou les messages. L’agence peut masquer un contenu et désactiver un compte qui enfreint ces conditions.

## Modifications

Quand ces conditions changent, la nouvelle version est publiée ici avec sa date, et on vous demande de l’accepter à votre prochaine visite.

## Nous joindre

Pour toute question sur ces conditions, écrivez-nous depuis la [page de contact](/fr/contact-us).`,
  },
  privacy: {
    en: `## What we collect

{agency} collects what it needs to book dance artists with studios:

- **Accounts**: name, email address, password (stored only as a hash), language.
- **Studios**: the studio's name, director, address and phone number, the jobs it posts.
- **Artists**: profile, styles, experience, availability, headshot, résumé, reference letters, direct-deposit form, background checks and first-aid certificates.
- **Messages** exchanged with the agency, reviews, and the contact form.

## Why

To run the marketplace: approve artists, match them with jobs, confirm bookings, invoice and pay. We do not sell personal information and we do not use it for advertising.

## Who sees it

The agency's staff, each to what their role needs. A studio sees the public profile of an artist and the artists booked on its jobs. Private documents (résumés, references, direct-deposit forms, credentials) are seen by the agency only.

## How long

We keep information as long as the account is open, then no longer than the law and our books require.

## Your rights

You may ask to access your information, to correct it, to have it deleted, or to withdraw your consent, with the form on this page. We answer within 30 days. You may also complain to the Commission d’accès à l’information du Québec.

## Cookies

See the [cookies page](/cookies).`,
    fr: `## Ce que nous recueillons

{agency} recueille ce qu’il lui faut pour réserver des artistes de danse auprès des studios :

- **Comptes** : nom, adresse courriel, mot de passe (conservé seulement sous forme de hachage), langue.
- **Studios** : le nom du studio, sa direction, son adresse et son numéro de téléphone, les contrats qu’il publie.
- **Artistes** : profil, styles, expérience, disponibilités, photo, CV, lettres de référence, formulaire de dépôt direct, vérifications d’antécédents et attestations de premiers soins.
- **Messages** échangés avec l’agence, avis et formulaire de contact.

## Pourquoi

Pour faire fonctionner la plateforme : approuver les artistes, les jumeler aux contrats, confirmer les réservations, facturer et payer. Nous ne vendons aucun renseignement personnel et ne nous en servons pas pour de la publicité.

## Qui y a accès

Le personnel de l’agence, chacun selon ce que son rôle exige. Un studio voit le profil public d’un artiste et les artistes réservés pour ses contrats. Les documents privés (CV, références, formulaires de dépôt direct, attestations) ne sont vus que par l’agence.

## Combien de temps

Nous gardons les renseignements tant que le compte est ouvert, puis pas plus longtemps que la loi et notre comptabilité l’exigent.

## Vos droits

Vous pouvez demander l’accès à vos renseignements, leur rectification, leur suppression ou le retrait de votre consentement, avec le formulaire de cette page. Nous répondons dans les 30 jours. Vous pouvez aussi porter plainte à la Commission d’accès à l’information du Québec.

## Témoins

Voir la [page des témoins](/fr/cookies).`,
  },
  cookies: {
    en: `{agency} sets only the cookies the site needs to work: none for advertising, none for measuring visits, none from other sites. The table below lists each of them.`,
    fr: `{agency} ne dépose que les témoins dont le site a besoin pour fonctionner : aucun pour la publicité, aucun pour mesurer les visites, aucun d’autres sites. Le tableau ci-dessous les énumère.`,
  },
};
