/** The catalog every installation starts with (SPEC §1); the admin can change it later. */

/** A lookup item: its English name (what jobs and offers match on) and its French one. */
export interface SeedLookupItem {
  name: string;
  nameFr: string;
}

export const ARTIST_STYLES: SeedLookupItem[] = [
  { name: "Ballet", nameFr: "Ballet" },
  { name: "Jazz", nameFr: "Jazz" },
  { name: "Contemporary", nameFr: "Danse contemporaine" },
  { name: "Lyrical", nameFr: "Lyrique" },
  { name: "Tap", nameFr: "Claquettes" },
  { name: "Hip Hop", nameFr: "Hip-hop" },
  { name: "Acro", nameFr: "Acrodanse" },
  { name: "Musical Theatre", nameFr: "Théâtre musical" },
  { name: "Modern", nameFr: "Danse moderne" },
  { name: "Ballroom", nameFr: "Danse sociale" },
  { name: "Pointe", nameFr: "Pointes" },
  { name: "Breakdance", nameFr: "Breakdance" },
];

export const ARTIST_TYPES: SeedLookupItem[] = [
  { name: "Ballet Instructor", nameFr: "Professeur de ballet" },
  { name: "Acro Instructor", nameFr: "Professeur d’acrodanse" },
  { name: "Musical Theatre Performer", nameFr: "Interprète en théâtre musical" },
  { name: "Film/TV Actor-Dancer", nameFr: "Acteur-danseur (cinéma et télé)" },
  { name: "Jazz Instructor", nameFr: "Professeur de jazz" },
  { name: "Hip Hop Instructor", nameFr: "Professeur de hip-hop" },
  { name: "Choreographer", nameFr: "Chorégraphe" },
  { name: "Adjudicator", nameFr: "Juge de compétition" },
];

export const AVAILABILITIES: SeedLookupItem[] = [
  { name: "Weekday mornings", nameFr: "Matins en semaine" },
  { name: "Weekday afternoons", nameFr: "Après-midi en semaine" },
  { name: "Weekday evenings", nameFr: "Soirs en semaine" },
  { name: "Weekends", nameFr: "Fins de semaine" },
  { name: "Summer camps", nameFr: "Camps d’été" },
  { name: "Year-long contracts", nameFr: "Contrats annuels" },
];

export const SERVICES = [
  { name: "Supply Teaching", nameFr: "Suppléance", image: "/images/services/supply-teaching.jpg" },
  { name: "Year-Long Contracts", nameFr: "Contrats annuels", image: "/images/services/year-long-contracts.jpg" },
  { name: "Workshops", nameFr: "Ateliers", image: "/images/services/workshops.jpg" },
  { name: "Camps & Intensives", nameFr: "Camps et stages intensifs", image: "/images/services/camps-intensives.jpg" },
  { name: "Adjudicating", nameFr: "Jugement de compétitions", image: "/images/services/adjudicating.jpg" },
  { name: "Choreography", nameFr: "Chorégraphie", image: "/images/services/choreography.jpg" },
  { name: "Promo Staff", nameFr: "Personnel promotionnel", image: "/images/services/promo-staff.jpg" },
];

export const TESTIMONIALS = [
  {
    name: "Sarah Mitchell",
    designation: "Studio Director, Pointe & Poise Academy",
    designationFr: "Directrice de studio, Pointe & Poise Academy",
    rating: 5,
    description:
      "We needed a ballet supply teacher on two days' notice during competition season. The agency sent someone wonderful who kept our seniors right on track.",
    descriptionFr:
      "Nous avions besoin d’une suppléante en ballet avec deux jours de préavis, en pleine saison de compétitions. L’agence nous a envoyé une personne formidable qui a gardé nos élèves avancées sur la bonne voie.",
    image: "/images/testimonials/t1.jpg",
  },
  {
    name: "Marc-André Dubois",
    designation: "Owner, Studio Mouvement",
    designationFr: "Propriétaire, Studio Mouvement",
    rating: 5,
    description:
      "Every artist we have booked arrived prepared, professional and background checked. It has taken the stress out of staffing our summer intensives.",
    descriptionFr:
      "Chaque artiste que nous avons réservé est arrivé préparé, professionnel et avec ses antécédents vérifiés. Trouver le personnel de nos stages intensifs d’été n’est plus un casse-tête.",
    image: "/images/testimonials/t2.jpg",
  },
  {
    name: "Priya Sharma",
    designation: "Contemporary Instructor",
    designationFr: "Professeure de danse contemporaine",
    rating: 5,
    description: "I set my own hours and the bookings keep coming. I teach what I love in studios across the province and get paid on time.",
    descriptionFr:
      "Je choisis mes heures et les contrats ne cessent d’arriver. J’enseigne ce que j’aime dans des studios partout dans la province et je suis payée à temps.",
    image: "/images/testimonials/t3.jpg",
  },
  {
    name: "Jenna O'Connor",
    designation: "Competition Coordinator",
    designationFr: "Coordonnatrice de compétitions",
    rating: 4,
    description: "Their adjudicators gave our dancers thoughtful, encouraging feedback. We have already booked the same panel for next year.",
    descriptionFr: "Leurs juges ont donné à nos danseurs des commentaires réfléchis et encourageants. Nous avons déjà réservé le même jury pour l’an prochain.",
    image: "/images/testimonials/t4.jpg",
  },
  {
    name: "David Chen",
    designation: "Hip Hop Choreographer",
    designationFr: "Chorégraphe hip-hop",
    rating: 5,
    description: "Choreography contracts, workshops, promo events: the variety keeps me inspired, and the agency handles the paperwork.",
    descriptionFr: "Contrats de chorégraphie, ateliers, événements promotionnels : la variété m’inspire, et l’agence s’occupe de la paperasse.",
    image: "/images/testimonials/t5.jpg",
  },
  {
    name: "Amanda Rossi",
    designation: "Artistic Director, Rhythm Dance Centre",
    designationFr: "Directrice artistique, Rhythm Dance Centre",
    rating: 5,
    description: "A versatile roster and real industry professionals. Our year-long contract instructor has become part of the family.",
    descriptionFr: "Une équipe polyvalente et de vrais professionnels du milieu. Notre professeure sous contrat annuel fait maintenant partie de la famille.",
    image: "/images/testimonials/t6.jpg",
  },
];

/**
 * The FAQ a new installation starts with (SPEC §2 /faq), in English and Québec
 * French; the agency edits it in its console.
 */
export const FAQ = [
  {
    question: "How do I join the roster?",
    answer:
      "Sign up as an artist, then complete the application from your dashboard: your styles, the services you offer, your availability, a short bio, your experience, a headshot, your résumé, direct deposit details and two reference letters. A police check (VSS) is optional but recommended.",
    questionFr: "Comment puis-je me joindre à vos artistes\u202f?",
    answerFr:
      "Inscrivez-vous comme artiste, puis remplissez la candidature depuis votre tableau de bord\u00a0: vos styles, les services que vous offrez, vos disponibilités, une courte biographie, votre expérience, une photo, votre CV, vos coordonnées de dépôt direct et deux lettres de référence. La vérification policière (secteur vulnérable) est facultative, mais recommandée.",
  },
  {
    question: "How long does approval take?",
    answer:
      "Our team reviews applications in the order they arrive, usually within a few business days. Your dashboard shows 'Wait For Approval' until then; once approved, it opens with the jobs offered to you.",
    questionFr: "Combien de temps prend l’approbation\u202f?",
    answerFr:
      "Notre équipe examine les candidatures dans l’ordre d’arrivée, habituellement en quelques jours ouvrables. D’ici là, votre tableau de bord affiche «\u00a0En attente d’approbation\u00a0»\u202f; une fois approuvé, il s’ouvre sur les offres qui vous sont proposées.",
  },
  {
    question: "How do I get jobs?",
    answer:
      "Jobs that match your styles appear under 'Jobs for you'. Open one, add any details for the studio and press Opt In. When the agency confirms you, the job moves to your confirmed jobs.",
    questionFr: "Comment puis-je obtenir des contrats\u202f?",
    answerFr:
      "Les offres qui correspondent à vos styles s’affichent sous «\u00a0Offres pour vous\u00a0». Ouvrez-en une, ajoutez des précisions pour le studio et manifestez votre intérêt. Quand l’agence vous confirme, l’offre passe dans vos contrats confirmés.",
  },
  {
    question: "How and when am I paid?",
    answer:
      "The rate of every job is shown in dollars per hour before you opt in. Payment goes to the direct deposit account you gave us, after the studio's invoice for the job.",
    questionFr: "Comment et quand suis-je payé\u202f?",
    answerFr:
      "Le tarif de chaque offre est indiqué en dollars l’heure avant que vous manifestiez votre intérêt. Le paiement est versé dans le compte de dépôt direct que vous nous avez donné, après la facture du studio pour ce contrat.",
  },
  {
    question: "What does it cost to use DanceLink?",
    answer: "Nothing for studios: posting a booking is free. You pay the invoice for the artist's hours from your dashboard.",
    questionFr: "Combien coûte DanceLink\u202f?",
    answerFr: "Rien pour les studios\u00a0: publier une réservation est gratuit. Vous payez la facture des heures de l’artiste depuis votre tableau de bord.",
  },
  {
    question: "How do I book an artist?",
    answer:
      "Sign up as a client, complete your studio profile, then press Create New under Bookings. Give the style, dates, times, rate and address; artists who match opt in and we confirm the right one with you.",
    questionFr: "Comment réserver un artiste\u202f?",
    answerFr:
      "Inscrivez-vous comme client, remplissez le profil de votre studio, puis créez une réservation. Indiquez le style, les dates, les heures, le tarif et l’adresse\u202f; les artistes correspondants manifestent leur intérêt et nous confirmons le bon choix avec vous.",
  },
  {
    question: "Are your artists background checked?",
    answer: "Yes. Every artist on the roster has had references checked and is approved by our team before their first booking.",
    questionFr: "Les antécédents de vos artistes sont-ils vérifiés\u202f?",
    answerFr: "Oui. Les références de chaque artiste sont vérifiées et notre équipe l’approuve avant sa première réservation.",
  },
  {
    question: "Can you supply adjudicators for our competition?",
    answer:
      "Yes. Adjudicating is one of our services, alongside supply teaching, year-long contracts, workshops, camps and intensives, choreography and promo staff.",
    questionFr: "Pouvez-vous fournir des juges pour notre compétition\u202f?",
    answerFr:
      "Oui. Le jugement de compétitions fait partie de nos services, avec la suppléance, les contrats d’un an, les ateliers, les camps et les stages intensifs, la chorégraphie et le personnel promotionnel.",
  },
  {
    question: "Where do you operate?",
    answer: "We are a Canadian agency and book artists for studios and events across the country.",
    questionFr: "Où offrez-vous vos services\u202f?",
    answerFr: "Nous sommes une agence canadienne et réservons des artistes pour des studios et des événements partout au pays.",
  },
  {
    question: "How do I reach the agency?",
    answer:
      "Signed-in studios and artists can chat with our team from the Messages page of their dashboard. Anyone can write to us through the Contact Us page.",
    questionFr: "Comment joindre l’agence\u202f?",
    answerFr:
      "Les studios et les artistes connectés peuvent clavarder avec notre équipe depuis la page Messages de leur tableau de bord. Tout le monde peut nous écrire depuis la page Nous joindre.",
  },
  {
    question: "I forgot which email I signed up with. What now?",
    answer: "Send us a message from the Contact Us page with your name and phone number and we will help you get back in.",
    questionFr: "J’ai oublié le courriel de mon inscription. Que faire\u202f?",
    answerFr: "Écrivez-nous depuis la page Nous joindre avec votre nom et votre numéro de téléphone, et nous vous aiderons à retrouver votre accès.",
  },
];

/** Demo bookings, dated relative to the day of seeding so they stay in the future. */
export const DEMO_JOBS = [
  {
    style: "Ballet",
    rate: 65,
    city: "Toronto",
    postalCode: "M5V 2T6",
    address: "401 Richmond St W",
    startIn: 7,
    days: 1,
    startTime: "16:00",
    endTime: "19:00",
    description: "Supply teacher for intermediate and senior ballet classes (ages 11-17). Syllabus-based barre and centre work.",
  },
  {
    style: "Jazz",
    rate: 55,
    city: "Toronto",
    postalCode: "M5V 2T6",
    address: "401 Richmond St W",
    startIn: 10,
    days: 5,
    startTime: "09:00",
    endTime: "15:00",
    description: "Jazz instructor for a week-long spring break camp. Two groups of 12 dancers, ages 8-12.",
  },
  {
    style: "Contemporary",
    rate: 80,
    city: "Toronto",
    postalCode: "M5V 2T6",
    address: "401 Richmond St W",
    startIn: 14,
    days: 2,
    startTime: "10:00",
    endTime: "16:00",
    description: "Choreograph a contemporary small group piece (6 dancers) for the competition season.",
  },
  {
    style: "Tap",
    rate: 50,
    city: "Toronto",
    postalCode: "M5V 2T6",
    address: "401 Richmond St W",
    startIn: 21,
    days: 1,
    startTime: "18:00",
    endTime: "20:00",
    description: "Weekly tap class cover for adult beginners.",
  },
  {
    style: "Acro",
    rate: 70,
    city: "Toronto",
    postalCode: "M5V 2T6",
    address: "401 Richmond St W",
    startIn: 28,
    days: 3,
    startTime: "13:00",
    endTime: "17:00",
    description: "Acro workshop series with spotting; certification preferred.",
  },
  {
    style: "Hip Hop",
    rate: 60,
    city: "Toronto",
    postalCode: "M5V 2T6",
    address: "401 Richmond St W",
    startIn: 35,
    days: 1,
    startTime: "11:00",
    endTime: "14:00",
    description: "Hip hop master class for our recreational program open house.",
  },
  {
    style: "Musical Theatre",
    rate: 75,
    city: "Toronto",
    postalCode: "M5V 2T6",
    address: "401 Richmond St W",
    startIn: 42,
    days: 4,
    startTime: "09:30",
    endTime: "15:30",
    description: "Musical theatre intensive: vocals, acting and a final showcase number.",
  },
  {
    style: "Lyrical",
    rate: 58,
    city: "Toronto",
    postalCode: "M5V 2T6",
    address: "401 Richmond St W",
    startIn: 49,
    days: 1,
    startTime: "17:00",
    endTime: "20:00",
    description: "Lyrical solo coaching for three competitive dancers.",
  },
];
