import postgres from "postgres";
import { hashSessionToken } from "../../src/features/accounts/sessions.ts";
import { CITIES, FIRST, LAST } from "./seed.ts";

/** The roster search over 100,000 artists, the artist's offers among 200,000 jobs. */
export interface ScaleCounts {
  artists: number;
  jobs: number;
}

export const FULL_SCALE: ScaleCounts = { artists: 100_000, jobs: 200_000 };
export const SMOKE_SCALE: ScaleCounts = { artists: 2_000, jobs: 4_000 };

export interface ScaleSeedTimings {
  /** Users, artists and their links, triggers held. */
  rowsMs: number;
  /** `artist_search_refresh` once per artist: the search columns as the triggers leave them. */
  searchMs: number;
  /** The jobs, with their statement triggers (job_offer_counts). */
  jobsMs: number;
  analyzeMs: number;
}

/** Middle names, blank in a quarter of the draws: more distinct names than the small seed's 224, as a big roster has. */
const MIDDLE = ["Rose", "James", "Marie", "Alexander", "Grace", "Olivier", "Jade", "Samuel", "Claire", "Julien", "Hana", "Arjun", "", "", "", ""];
/** A SQL array literal of text values (our constants: quotes doubled). */
const sqlArray = (list: readonly string[]) => `array[${list.map((s) => `'${s.replaceAll("'", "''")}'`).join(", ")}]`;
/** One of `list`, drawn by the SQL integer expression `draw`. */
const pick = (list: readonly string[], draw: string) => `(${sqlArray(list)})[1 + abs(${draw}) % ${list.length}]`;
/** A place's city (0), postal code (1) or province (2), the small seed's places: one `draw` gives the three of one place. */
const place = (column: 0 | 1 | 2, draw: string) =>
  pick(
    CITIES.map((p) => p[column]),
    draw,
  );
const BIOS = [
  "teaches and performs across Canada.",
  "choreographs for studios and competition teams; loves teaching beginners.",
  "danced with touring companies and now teaches children and adults.",
  "runs workshops on musicality, technique and performance.",
];

/**
 * Adds `counts` artists and jobs to a database the small seed (scripts/bench/seed.ts)
 * already filled, in a few INSERT ... SELECT generate_series statements: a minute
 * where the API would take hours. The artists reuse that seed's password hash and
 * stored files, the jobs its studios; `hashint4` stands for a random draw, so two
 * runs seed the same marketplace.
 *
 * The artists and their style, type and availability links go in with the triggers
 * held (`session_replication_role = replica`): the search triggers would rebuild an
 * artist's document once per link, five times over. `artist_search_refresh`, the
 * function those triggers call, then runs once per artist, so the search columns and
 * word list are exactly what the triggers leave; the facet counts are recounted once
 * (`artist_facet_counts_recount`) and the search's narrow rows filled once
 * (`listed_artists_refill`). The jobs go in with their triggers on (statement
 * triggers: the offers' counts are kept by one pass over the batch).
 * 95% of the artists are approved; each has one to three of the catalog's styles, and
 * each job one style, so one artist is offered about as many of the pending jobs as
 * it has styles' share of them.
 */
export async function seedAtScale(databaseUrl: string, counts: ScaleCounts): Promise<ScaleSeedTimings> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const since = (from: number) => Date.now() - from;
  const timings: number[] = [];
  try {
    let started = Date.now();
    await sql.begin(async (tx) => {
      await tx`set local session_replication_role = replica`;
      await tx.unsafe(`create temp table scale_artists on commit drop as
        select n, gen_random_uuid() as user_id, gen_random_uuid() as artist_id from generate_series(1, ${counts.artists}) n`);
      await tx.unsafe(`insert into users (id, name, email, password_hash, role, created_at)
        select s.user_id,
          concat_ws(' ', ${pick(FIRST, "hashint4(n)")}, nullif(${pick(MIDDLE, "hashint4(n + 7919)")}, ''), ${pick(LAST, "hashint4(n + 104729)")}),
          'scale-artist-' || n || '@bench.dancelink.test', (select password_hash from users order by created_at limit 1), 'artist',
          now() - n * interval '1 minute'
        from scale_artists s`);
      await tx.unsafe(`insert into artists (id, user_id, bio, experience, status, city, province, travel_km, headshot_key, resume_key,
          direct_deposit_key, reference_letter_keys, created_at)
        select s.artist_id, s.user_id, u.name || ' ' || ${pick(BIOS, "hashint4(n + 3)")},
          (array['less than 1 year', '1-3years', '5-10years', 'more than 10 years'])[1 + abs(hashint4(n + 5)) % 4],
          case when abs(hashint4(n + 11)) % 20 = 0 then 'pending' else 'approved' end,
          ${place(0, "hashint4(n + 13)")}, ${place(2, "hashint4(n + 13)")},
          (array[10, 25, 50, 100, 250])[1 + abs(hashint4(n + 17)) % 5],
          f.headshots[1 + n % array_length(f.headshots, 1)], f.resume_key, f.direct_deposit_key, f.reference_letter_keys,
          u.created_at
        from scale_artists s join users u on u.id = s.user_id
          cross join (select array_agg(distinct headshot_key) as headshots, min(resume_key) as resume_key,
            min(direct_deposit_key) as direct_deposit_key, (array_agg(reference_letter_keys))[1] as reference_letter_keys from artists) f`);
      // Up to `most` distinct items of a lookup per artist, drawn with `salt`.
      const links = (table: string, column: string, lookup: string, most: number, salt: number) =>
        tx.unsafe(`insert into ${table} (artist_id, ${column})
          select distinct s.artist_id, l.ids[1 + abs(hashint4(s.n * 4 + k + ${salt})) % array_length(l.ids, 1)]
          from scale_artists s cross join (select array_agg(id order by id) as ids from ${lookup}) l
            cross join lateral generate_series(0, abs(hashint4(s.n + ${salt})) % ${most}) k`);
      await links("artist_style_links", "style_id", "artist_styles", 3, 101);
      await links("artist_type_links", "type_id", "artist_types", 2, 211);
      await links("artist_availability_links", "availability_id", "artist_availabilities", 3, 307);
      await tx`analyze artists`;
      const rowsMs = since(started);
      started = Date.now();
      await tx`select artist_search_refresh(artist_id) from scale_artists`;
      await tx`select artist_facet_counts_recount()`;
      await tx`select listed_artists_refill()`;
      timings.push(rowsMs, since(started));
    });
    started = Date.now();
    await sql.unsafe(jobsInsert(counts.jobs));
    timings.push(since(started));
    started = Date.now();
    // What autovacuum would do after a bulk load (it is off on some machines): the planner's statistics and the visibility map.
    await sql`vacuum analyze`;
    timings.push(since(started));
    const [rowsMs, searchMs, jobsMs, analyzeMs] = timings as [number, number, number, number];
    return { rowsMs, searchMs, jobsMs, analyzeMs };
  } finally {
    await sql.end();
  }
}

/**
 * `count` jobs over the seeded studios: mostly pending, from 20 days ago to 70 days
 * ahead, posted over the last weeks (newest first is what the offers page reads).
 */
const jobsInsert = (count: number) =>
  `insert into jobs (client_id, id, studio_name, style, rate, city, postal_code, address, description, start_date, end_date,
      start_time, end_time, status, confirmed_artist_id, confirmed_at, created_at)
    select c.id, gen_random_uuid(), c.studio_name, st.names[1 + abs(hashint4(n + 1)) % array_length(st.names, 1)], 40 + abs(hashint4(n + 2)) % 80,
      ${place(0, "hashint4(n + 3)")}, ${place(1, "hashint4(n + 3)")}, c.address,
      'Weekly classes for our intermediate group; bring your own music.',
      current_date + j.start, current_date + j.start + abs(hashint4(n + 5)) % 5,
      lpad((9 + j.hour)::text, 2, '0') || ':00', lpad((11 + j.hour)::text, 2, '0') || ':00',
      j.status, a.id,
      case when j.status in ('confirmed', 'completed') then now() end,
      now() - n * interval '20 seconds'
    from (select n, abs(hashint4(n + 4)) % 90 - 20 as start, abs(hashint4(n + 7)) % 10 as hour,
        case when abs(hashint4(n + 8)) % 10 < 7 then 'pending' when abs(hashint4(n + 8)) % 10 < 9 then 'confirmed'
          when abs(hashint4(n + 4)) % 90 < 20 then 'completed' else 'cancelled' end as status,
        abs(hashint4(n + 9)) % (select count(*) from clients) as client_k,
        abs(hashint4(n + 6)) % (select count(*) from artists where status = 'approved') as artist_k
      from generate_series(1, ${count}) n) j
      cross join (select array_agg(name order by sort_order, name) as names from artist_styles) st
      -- Studios and artists joined by number (hash joins), not picked from arrays: an array of 95,000 ids is copied on every read.
      join (select row_number() over (order by id) - 1 as k, id, studio_name, address from clients) c on c.k = j.client_k
      left join (select row_number() over (order by id) - 1 as k, id from artists where status = 'approved') a
        on j.status in ('confirmed', 'completed') and a.k = j.artist_k`;

export interface ChatSession {
  userId: string;
  /** The `session=...` cookie pair the socket sends. */
  cookie: string;
}

/**
 * Signed-in sessions for the first `count` seeded artists, written in one statement:
 * the tokens are made here and only their keyed hashes stored, as a login stores them
 * (`hashSessionToken` with the server's secret), so each socket's upgrade reads a real
 * session row. Logging in 2,000 users through argon2id would take minutes.
 */
export async function createSessions(databaseUrl: string, secret: string, count: number): Promise<ChatSession[]> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const users = await sql<{ id: string }[]>`select u.id from users u join artists a on a.user_id = u.id order by u.email limit ${count}`;
    const tokens = users.map((u, i) => ({ userId: u.id, token: `bench-session-${i}-${crypto.randomUUID()}` }));
    await sql`insert into sessions (id, user_id, token_hash, expires_at)
      select gen_random_uuid(), user_id, token_hash, now() + interval '1 day'
      from unnest(${tokens.map((t) => t.userId)}::uuid[], ${tokens.map((t) => hashSessionToken(t.token, secret))}::text[]) as s(user_id, token_hash)`;
    return tokens.map((t) => ({ userId: t.userId, cookie: `session=${t.token}` }));
  } finally {
    await sql.end();
  }
}
