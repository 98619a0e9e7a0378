import { sql } from "drizzle-orm";
import { check, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id, uniqueCatalogName, updatedAt } from "../../platform/db/columns.ts";

/** The database tables of this part of the product; db/schema.ts gathers every tables.ts for drizzle. */

const lookup = (name: string) =>
  pgTable(
    name,
    {
      id: id(),
      name: text("name").notNull(),
      /** The French name; null or empty: the English one is shown. */
      nameFr: text("name_fr"),
      sortOrder: integer("sort_order").notNull().default(0),
      createdAt: createdAt(),
    },
    (t) => [uniqueCatalogName(`${name}_name_key_idx`, t.name)],
  );

export const artistStyles = lookup("artist_styles");

export const artistTypes = lookup("artist_types");

export const artistAvailabilities = lookup("artist_availabilities");

export const services = pgTable(
  "services",
  {
    id: id(),
    name: text("name").notNull(),
    /** The French name; null or empty: the English one is shown. */
    nameFr: text("name_fr"),
    /** A URL: a shipped image (/images/...) or an uploaded one (/files/...). */
    image: text("image").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueCatalogName("services_name_key_idx", t.name)],
);

/**
 * The public FAQ, edited in the console in both languages. An empty
 * French question or answer shows the English one.
 */
export const faqEntries = pgTable(
  "faq_entries",
  {
    id: id(),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    questionFr: text("question_fr"),
    answerFr: text("answer_fr"),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueCatalogName("faq_entries_question_key_idx", t.question)],
);

export const testimonials = pgTable(
  "testimonials",
  {
    id: id(),
    name: text("name").notNull(),
    designation: text("designation").notNull(),
    /** French designation and description; null or empty: the English ones are shown. The name is a person's. */
    designationFr: text("designation_fr"),
    rating: integer("rating").notNull(),
    description: text("description").notNull(),
    descriptionFr: text("description_fr"),
    image: text("image").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [check("testimonials_rating_check", sql`${t.rating} between 1 and 5`), uniqueCatalogName("testimonials_name_key_idx", t.name)],
);
