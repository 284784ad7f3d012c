-- Trigram matching for the shop's searches: the order desk (names, e-mails, phones) and the
-- catalogue (titles, descriptions, typos). PostgreSQL ships pg_trgm as a trusted extension
-- (a database owner may create it); the embedded database loads it in db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
