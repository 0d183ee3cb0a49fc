/** Messages the SMTP sink received, newest last; `raw` keeps the exact bytes for debugging. */
export const mailSchema = `
CREATE TABLE IF NOT EXISTS mail_messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  envelope_from TEXT NOT NULL DEFAULT '',
  envelope_to TEXT NOT NULL DEFAULT '[]',
  from_header TEXT NOT NULL DEFAULT '',
  to_header TEXT NOT NULL DEFAULT '',
  subject TEXT NOT NULL DEFAULT '',
  text TEXT,
  html TEXT,
  attachments TEXT NOT NULL DEFAULT '[]',
  raw TEXT NOT NULL,
  date TEXT NOT NULL
);
`;
