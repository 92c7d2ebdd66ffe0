-- SPEC §4: a session is valid only when its user has a profile row. Creating the profile in a
-- trigger puts it in the same statement as the user insert, whichever way the user signs up
-- (e-mail form, Google); the sign-up service then fills in the exact names and phone.
CREATE FUNCTION create_profile_for_user() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO profiles (id, first_name, last_name)
  VALUES (
    NEW.id,
    split_part(btrim(NEW.name), ' ', 1),
    btrim(substr(btrim(NEW.name), length(split_part(btrim(NEW.name), ' ', 1)) + 1))
  );
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_create_profile
AFTER INSERT ON users
FOR EACH ROW EXECUTE FUNCTION create_profile_for_user();
