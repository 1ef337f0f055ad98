-- Public profile addresses used to be the sign-in email's local part (bob@example.com -> /u/bob), which revealed
-- the email. Handles derived that way (the sanitised local part, or it plus "-N") get a random one; handles
-- learners chose themselves are kept.
WITH derived AS (
	SELECT p."user_id", coalesce(nullif(left(trim(both '-.' from regexp_replace(lower(split_part(u."email", '@', 1)), '[^a-z0-9_.-]+', '-', 'g')), 48), ''), 'user') AS base
	FROM "profiles" p JOIN "users" u ON u."id" = p."user_id"
	WHERE p."public_handle" IS NOT NULL
)
UPDATE "profiles" AS p
SET "public_handle" = 'learner-' || substr(md5(random()::text || p."user_id"::text), 1, 8)
FROM derived d
WHERE d."user_id" = p."user_id"
	AND (p."public_handle" = d.base
		OR (left(p."public_handle", length(d.base) + 1) = d.base || '-' AND substr(p."public_handle", length(d.base) + 2) ~ '^[0-9]+$'));
