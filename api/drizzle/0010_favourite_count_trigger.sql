-- propertys.favourite_count follows favourites: list cards and the most-liked order read the column
-- instead of counting favourites per row. Kept by this trigger, so no writer has to remember it.
CREATE OR REPLACE FUNCTION propertys_favourite_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE propertys SET favourite_count = favourite_count + 1 WHERE id = NEW.property_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE propertys SET favourite_count = greatest(favourite_count - 1, 0) WHERE id = OLD.property_id;
  ELSIF NEW.property_id IS DISTINCT FROM OLD.property_id THEN
    UPDATE propertys SET favourite_count = greatest(favourite_count - 1, 0) WHERE id = OLD.property_id;
    UPDATE propertys SET favourite_count = favourite_count + 1 WHERE id = NEW.property_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER favourites_count_trigger AFTER INSERT OR DELETE OR UPDATE OF property_id ON favourites
  FOR EACH ROW EXECUTE FUNCTION propertys_favourite_count();--> statement-breakpoint
UPDATE propertys p SET favourite_count = f.n
  FROM (SELECT property_id, count(*)::int AS n FROM favourites GROUP BY property_id) f
  WHERE f.property_id = p.id;
