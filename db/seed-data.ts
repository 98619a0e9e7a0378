/** The catalog every installation starts with (SPEC §1); the admin can change it later. */

export const ARTIST_STYLES = [
  "Ballet",
  "Jazz",
  "Contemporary",
  "Lyrical",
  "Tap",
  "Hip Hop",
  "Acro",
  "Musical Theatre",
  "Modern",
  "Ballroom",
  "Pointe",
  "Breakdance",
];

export const ARTIST_TYPES = [
  "Ballet Instructor",
  "Acro Instructor",
  "Musical Theatre Performer",
  "Film/TV Actor-Dancer",
  "Jazz Instructor",
  "Hip Hop Instructor",
  "Choreographer",
  "Adjudicator",
];

export const AVAILABILITIES = [
  "Weekday mornings",
  "Weekday afternoons",
  "Weekday evenings",
  "Weekends",
  "Summer camps",
  "Year-long contracts",
];

export const SERVICES = [
  { name: "Supply Teaching", image: "/images/services/supply-teaching.jpg" },
  { name: "Year-Long Contracts", image: "/images/services/year-long-contracts.jpg" },
  { name: "Workshops", image: "/images/services/workshops.jpg" },
  { name: "Camps & Intensives", image: "/images/services/camps-intensives.jpg" },
  { name: "Adjudicating", image: "/images/services/adjudicating.jpg" },
  { name: "Choreography", image: "/images/services/choreography.jpg" },
  { name: "Promo Staff", image: "/images/services/promo-staff.jpg" },
];

export const TESTIMONIALS = [
  {
    name: "Sarah Mitchell",
    designation: "Studio Director, Pointe & Poise Academy",
    rating: 5,
    description:
      "We needed a ballet supply teacher on two days' notice during competition season. The agency sent someone wonderful who kept our seniors right on track.",
    image: "/images/testimonials/t1.jpg",
  },
  {
    name: "Marc-André Dubois",
    designation: "Owner, Studio Mouvement",
    rating: 5,
    description:
      "Every artist we have booked arrived prepared, professional and background checked. It has taken the stress out of staffing our summer intensives.",
    image: "/images/testimonials/t2.jpg",
  },
  {
    name: "Priya Sharma",
    designation: "Contemporary Instructor",
    rating: 5,
    description:
      "I set my own hours and the bookings keep coming. I teach what I love in studios across the province and get paid on time.",
    image: "/images/testimonials/t3.jpg",
  },
  {
    name: "Jenna O'Connor",
    designation: "Competition Coordinator",
    rating: 4,
    description:
      "Their adjudicators gave our dancers thoughtful, encouraging feedback. We have already booked the same panel for next year.",
    image: "/images/testimonials/t4.jpg",
  },
  {
    name: "David Chen",
    designation: "Hip Hop Choreographer",
    rating: 5,
    description:
      "Choreography contracts, workshops, promo events: the variety keeps me inspired, and the agency handles the paperwork.",
    image: "/images/testimonials/t5.jpg",
  },
  {
    name: "Amanda Rossi",
    designation: "Artistic Director, Rhythm Dance Centre",
    rating: 5,
    description:
      "A versatile roster and real industry professionals. Our year-long contract instructor has become part of the family.",
    image: "/images/testimonials/t6.jpg",
  },
];

/** Demo bookings, dated relative to the day of seeding so they stay in the future. */
export const DEMO_JOBS = [
  { style: "Ballet", rate: 65, city: "Toronto", postalCode: "M5V 2T6", address: "401 Richmond St W", startIn: 7, days: 1, startTime: "16:00", endTime: "19:00", description: "Supply teacher for intermediate and senior ballet classes (ages 11-17). Syllabus-based barre and centre work." },
  { style: "Jazz", rate: 55, city: "Toronto", postalCode: "M5V 2T6", address: "401 Richmond St W", startIn: 10, days: 5, startTime: "09:00", endTime: "15:00", description: "Jazz instructor for a week-long spring break camp. Two groups of 12 dancers, ages 8-12." },
  { style: "Contemporary", rate: 80, city: "Toronto", postalCode: "M5V 2T6", address: "401 Richmond St W", startIn: 14, days: 2, startTime: "10:00", endTime: "16:00", description: "Choreograph a contemporary small group piece (6 dancers) for the competition season." },
  { style: "Tap", rate: 50, city: "Toronto", postalCode: "M5V 2T6", address: "401 Richmond St W", startIn: 21, days: 1, startTime: "18:00", endTime: "20:00", description: "Weekly tap class cover for adult beginners." },
  { style: "Acro", rate: 70, city: "Toronto", postalCode: "M5V 2T6", address: "401 Richmond St W", startIn: 28, days: 3, startTime: "13:00", endTime: "17:00", description: "Acro workshop series with spotting; certification preferred." },
  { style: "Hip Hop", rate: 60, city: "Toronto", postalCode: "M5V 2T6", address: "401 Richmond St W", startIn: 35, days: 1, startTime: "11:00", endTime: "14:00", description: "Hip hop master class for our recreational program open house." },
  { style: "Musical Theatre", rate: 75, city: "Toronto", postalCode: "M5V 2T6", address: "401 Richmond St W", startIn: 42, days: 4, startTime: "09:30", endTime: "15:30", description: "Musical theatre intensive: vocals, acting and a final showcase number." },
  { style: "Lyrical", rate: 58, city: "Toronto", postalCode: "M5V 2T6", address: "401 Richmond St W", startIn: 49, days: 1, startTime: "17:00", endTime: "20:00", description: "Lyrical solo coaching for three competitive dancers." },
];
