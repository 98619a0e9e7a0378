// The peer of `bun run bench`: the seed's kind of stack, Express and
// `pg` on Node with socket.io for the chat, serving the same calls from the same database
// as ours, written the way that stack is usually written (a query per request, a pool of
// ten, the body parser, a room per user). Run by scripts/bench/peer.ts with DATABASE_URL,
// SESSION_SECRET (the secret our server hashes session tokens with, so the same cookies
// sign in here) and PORT (0: any free port); prints one JSON line once listening.
import { createHmac } from "node:crypto";
import { createServer } from "node:http";
import express from "express";
import pg from "pg";
import { Server } from "socket.io";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const secret = process.env.SESSION_SECRET;

// Our sessions: the cookie carries a token, the table its HMAC-SHA256 (src/features/accounts/sessions.ts).
async function userOf(cookieHeader) {
  const token = /(?:^|;\s*)session=([^;]+)/.exec(cookieHeader ?? "")?.[1];
  if (!token) return null;
  const hash = createHmac("sha256", secret).update(decodeURIComponent(token)).digest("base64url");
  const { rows } = await pool.query(
    `select u.id, u.role from sessions s join users u on u.id = s.user_id
     where s.token_hash = $1 and s.expires_at > now() and u.status = 'active'`,
    [hash],
  );
  return rows[0] ?? null;
}

const publicUrl = (key) => (key.startsWith("public/") ? `/files/${key.slice("public/".length)}` : null);

const app = express();
app.use(express.json());

// GET /api/artist/all-list?page=&limit=: a page of the public roster by name, as ours (the same fields and envelope, X-Total-Count).
app.get("/api/artist/all-list", async (req, res, next) => {
  try {
    const limit = Math.min(Number(req.query.limit) || 24, 100);
    const offset = (Math.max(Number(req.query.page) || 1, 1) - 1) * limit;
    const onRoster = "from artists a join users u on u.id = a.user_id where a.status = 'approved' and u.status = 'active'";
    const [page, count] = await Promise.all([
      pool.query(
        `select a.id, u.name, a.headshot_key,
           coalesce((select array_agg(s.name order by s.sort_order, s.name) from artist_style_links l
             join artist_styles s on s.id = l.style_id where l.artist_id = a.id), '{}') as styles
         ${onRoster} order by u.name, a.id limit $1 offset $2`,
        [limit, offset],
      ),
      pool.query(`select count(*)::int as total ${onRoster}`),
    ]);
    res.set("X-Total-Count", String(count.rows[0].total));
    res.json({
      status: true,
      message: "Success",
      response: page.rows.map((r) => ({ id: r.id, user: r.name, headshotUrl: publicUrl(r.headshot_key), artistStyle: r.styles })),
    });
  } catch (error) {
    next(error);
  }
});

const server = createServer(app);
const io = new Server(server, { transports: ["websocket"] });

// POST /api/chat/send {receiverId, message}: stored, then relayed to both people's rooms.
app.post("/api/chat/send", async (req, res, next) => {
  try {
    const sender = await userOf(req.headers.cookie);
    if (!sender) return res.status(401).json({ status: false, message: "Login required", response: null });
    const { receiverId, message } = req.body ?? {};
    const { rows } = await pool.query(
      `insert into chat_messages (id, sender_id, receiver_id, message) values (gen_random_uuid(), $1, $2, $3)
       returning id as "_id", sender_id as "senderId", receiver_id as "receiverId", message, created_at as "createdAt"`,
      [sender.id, receiverId, message],
    );
    const chat = rows[0];
    io.to(`user:${chat.senderId}`).to(`user:${chat.receiverId}`).emit("receive_message", chat);
    res.status(201).json({ status: true, message: "Message sent", response: chat });
  } catch (error) {
    next(error);
  }
});

io.use(async (socket, next) => {
  try {
    const user = await userOf(socket.request.headers.cookie);
    if (!user) return next(new Error("Login required"));
    socket.data.user = user;
    next();
  } catch (error) {
    next(error);
  }
});
io.on("connection", (socket) => {
  const { id } = socket.data.user;
  socket.join(`user:${id}`);
  socket.emit("joined", id);
});

server.listen(Number(process.env.PORT ?? 0), "127.0.0.1", () => {
  console.log(JSON.stringify({ msg: "listening", url: `http://127.0.0.1:${server.address().port}` }));
});
process.on("SIGTERM", () => {
  setTimeout(() => process.exit(0), 2_000).unref();
  io.close();
  server.close(() => void pool.end().then(() => process.exit(0)));
});
