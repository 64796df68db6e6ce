// Reference server of the benchmark: the least a contact endpoint can do. Express parses the
// JSON body and better-sqlite3 inserts it into a `contacts` table of the same shape (WAL, as the
// app), then the stored row is sent back with 201. No validation, no rate limit, no tRPC.
// Usage: node tests/bench/bare-contacts-server.mjs <sqlite file> <port>
import Database from 'better-sqlite3';
import express from 'express';

const [file, port] = process.argv.slice(2);
const db = new Database(file);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
db.exec(`CREATE TABLE IF NOT EXISTS contacts (
  id INTEGER PRIMARY KEY AUTOINCREMENT, first_name TEXT, last_name TEXT, email TEXT NOT NULL, phone TEXT,
  firm_name TEXT, specialization TEXT, objectives TEXT, consent INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL DEFAULT (unixepoch() * 1000))`);
const insert = db.prepare(
  `INSERT INTO contacts (first_name, last_name, email, phone, firm_name, specialization, objectives, consent)
   VALUES (@firstName, @lastName, @email, @phone, @firmName, @specialization, @objectives, @consent) RETURNING *`,
);

const app = express();
app.disable('x-powered-by');
app.use(express.json());
app.post('/api/contacts', (req, res) => {
  const b = req.body ?? {};
  const row = insert.get({
    firstName: b.firstName ?? null,
    lastName: b.lastName ?? null,
    email: b.email ?? '',
    phone: b.phone ?? null,
    firmName: b.firmName ?? null,
    specialization: b.specialization ?? null,
    objectives: b.objectives ?? null,
    consent: b.consent ? 1 : 0,
  });
  res.status(201).json(row);
});
app.listen(Number(port), '127.0.0.1', () => console.log(`bare contacts ready on ${port}`));
